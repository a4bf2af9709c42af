import { describe, expect, it } from 'vitest';
import { DIRECTORY_TEMPLATES } from './catalogue/directories.ts';
import { ICON_SEARCH_DEBOUNCE_MS, ICONS_PER_PAGE } from './catalogue/icons.ts';
import { MESSENGER_TEMPLATES } from './catalogue/messengers.ts';
import { SOCIAL_TEMPLATES } from './catalogue/socials.ts';
import { TIP_TEMPLATES } from './catalogue/tips.ts';
import * as constants from './constants.ts';
import { DEFAULT_FEED_SUB_TYPE } from './pie/types.ts';
import { PROJECT_DEFAULTS, QR_LEVELS, QR_SIZES } from './project/schema.ts';

// The constants as the rest of Podpie reads them, wherever in core each one lives.
const core = {
  ...constants,
  DEFAULT_FEED_SUB_TYPE,
  DIRECTORY_TEMPLATES,
  ICON_SEARCH_DEBOUNCE_MS,
  ICONS_PER_PAGE,
  MESSENGER_TEMPLATES,
  PROJECT_DEFAULTS,
  QR_LEVELS,
  QR_SIZES,
  SOCIAL_TEMPLATES,
  TIP_TEMPLATES,
};

describe('business constants of SPEC.md §9', () => {
  it('notifications last 4.5 s, a notice shows after 0.5 s, the dashboard loads 0.5 s more', () => {
    expect(core.NOTIFICATION_DURATION_MS).toBe(4500);
    expect(core.NOTICE_DELAY_MS).toBe(500);
    expect(core.DASHBOARD_LOADING_END_MS).toBe(500);
  });

  it('unsaved ids come from 100000 to 999999 and new blocks start at sort_order 1', () => {
    expect([core.TEMP_ID_MIN, core.TEMP_ID_MAX, core.FIRST_SORT_ORDER]).toEqual([
      100000, 999999, 1,
    ]);
  });

  it("feed blocks list 1 to 5 episodes, '3' by default, keep 5 and default to the Mix layout", () => {
    expect([core.FEED_ITEMS_MIN, core.FEED_ITEMS_DEFAULT, core.FEED_ITEMS_MAX]).toEqual([1, 3, 5]);
    expect(core.FEED_VALUE_DEFAULT).toBe('3');
    expect(core.FEED_ITEMS_KEPT).toBe(5);
    expect(core.DEFAULT_FEED_SUB_TYPE).toBe('MIX-CARD-TILE');
  });

  it('the catalogues hold 7 messengers, 11 socials, 19 podcasts and 6 tips', () => {
    expect(core.MESSENGER_TEMPLATES).toHaveLength(7);
    expect(core.SOCIAL_TEMPLATES).toHaveLength(11);
    expect(core.DIRECTORY_TEMPLATES).toHaveLength(19);
    expect(core.TIP_TEMPLATES).toHaveLength(6);
  });

  it('columns are 100%, 48% and 32% wide, at most 3', () => {
    expect(core.COLUMN_WIDTHS).toEqual(['100%', '48%', '32%']);
    expect(core.MAX_COLUMNS).toBe(3);
  });

  it('the icon picker shows 28 icons per page and searches 1000 ms after typing', () => {
    expect(core.ICONS_PER_PAGE).toBe(28);
    expect(core.ICON_SEARCH_DEBOUNCE_MS).toBe(1000);
  });

  it('text colour uses brightness weights 299/587/114 and threshold 128', () => {
    expect(core.BRIGHTNESS_WEIGHTS).toEqual({ red: 299, green: 587, blue: 114 });
    expect(core.BRIGHTNESS_THRESHOLD).toBe(128);
  });

  it('QR codes: sizes 100-400 (200), levels L/M/Q/H (L), black, logo 0.1 or 0.2, PNG name', () => {
    expect(core.QR_SIZES).toEqual([100, 200, 300, 400]);
    expect(core.QR_LEVELS).toEqual(['L', 'M', 'Q', 'H']);
    expect(core.PROJECT_DEFAULTS.qr_size).toBe(200);
    expect(core.PROJECT_DEFAULTS.qr_level).toBe('L');
    expect(core.PROJECT_DEFAULTS.qr_color).toBe('#000000');
    expect([core.QR_LOGO_RATIO_LOW, core.QR_LOGO_RATIO]).toEqual([0.1, 0.2]);
    expect(core.QR_FILE_NAME).toBe('my-podcast-qr-code.png');
  });

  it('price tags are green (#4cd963, the default), red or yellow', () => {
    expect(Object.keys(core.PRICE_TAG_COLOURS)).toEqual(['green', 'red', 'yellow']);
    expect(core.DEFAULT_PRICE_TAG_COLOUR).toBe('#4cd963');
  });

  it('font sizes run from 6 to 45', () => {
    expect([core.FONT_SIZE_MIN, core.FONT_SIZE_MAX]).toEqual([6, 45]);
  });

  it('debounces: 1 s for links and feeds, 300 ms for podcast search; countdown 1 s; date error 2 s', () => {
    expect(core.LINK_FETCH_DEBOUNCE_MS).toBe(1000);
    expect(core.PODCAST_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(core.COUNTDOWN_TICK_MS).toBe(1000);
    expect(core.DATE_ERROR_DISPLAY_MS).toBe(2000);
  });

  it('languages are en, cn and tw, falling back to cn; image overlay is 70%', () => {
    expect(core.LANGUAGES).toEqual(['en', 'cn', 'tw']);
    expect(core.FALLBACK_LANGUAGE).toBe('cn');
    expect(core.IMAGE_OVERLAY_OPACITY).toBe(0.7);
  });
});
