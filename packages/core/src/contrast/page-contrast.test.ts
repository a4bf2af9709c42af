import { describe, expect, it } from 'vitest';
import { makePie } from '../pie/schema.ts';
import { PROJECT_DEFAULTS } from '../project/schema.ts';
import { contrastProblems, pageBackdrops } from './page-contrast.ts';

const page = {
  background_type: 'SOLID' as const,
  solid_color: PROJECT_DEFAULTS.solid_color,
  gradient_color_from: null,
  gradient_color_to: null,
  text_color: '#ffffff',
  button_color: '#D5DBE4',
  button_text_color: '#000000',
  background_image_cdnUrl: null,
  background_image_originalUrl: null,
};

describe('contrastProblems', () => {
  it('the default page passes', () => {
    const link = makePie({ id: 1, main_type: 'LINK-INPUT', title: 'Site' });
    expect(contrastProblems(page, [link])).toEqual([]);
  });

  it('black text on a dark gradient is flagged against the page', () => {
    const dark = {
      ...page,
      background_type: 'LINEAR-GRADIENT' as const,
      gradient_color_from: '#0b1020',
      gradient_color_to: '#f0f0f0',
      text_color: '#000000',
    };
    expect(pageBackdrops(dark)).toEqual(['#0b1020', '#f0f0f0']);
    const [problem] = contrastProblems(dark, []);
    expect(problem).toMatchObject({ pieId: null, part: 'pageText' });
    expect(problem?.ratio).toBeLessThan(4.5);
  });

  it('a pale button label points at its block with the ratio rounded down', () => {
    const link = makePie({
      id: 7,
      main_type: 'LINK-INPUT',
      title: 'Shop',
      background_color: '#ffffff',
      title_text_color: '#777777',
    });
    expect(contrastProblems(page, [link])).toEqual([
      {
        pieId: 7,
        mainType: 'LINK-INPUT',
        title: 'Shop',
        part: 'button',
        ratio: 4.4,
        fix: { panel: 'block', pieId: 7 },
      },
    ]);
  });

  it('a header title colour is checked over the image overlay; hidden blocks are not', () => {
    const image = {
      ...page,
      background_type: 'IMAGE' as const,
      background_image_cdnUrl: 'https://x/y.jpg',
    };
    const header = makePie({
      id: 2,
      main_type: 'HEADER-TITLE',
      title: 'Show',
      title_text_color: '#333333',
    });
    const hidden = makePie({ ...header, id: 3, is_hidden: true });
    expect(contrastProblems(image, [header, hidden]).map((p) => p.pieId)).toEqual([2]);
  });

  it('a price tag whose text matches its background is flagged', () => {
    const card = makePie({
      id: 4,
      main_type: 'CARD-INPUT',
      price_tag: '$5',
      price_tag_background_color: '#4cd963',
      price_tag_text_color: '#ffffff',
    });
    expect(contrastProblems(page, [card]).map((p) => p.part)).toEqual(['priceTag']);
  });

  describe('every element that shows words or icons is checked', () => {
    // Pale grey words on a pale grey button: 1.3:1.
    const pale = { ...page, button_color: '#D5DBE4', button_text_color: '#ffffff' };
    const world = [
      makePie({
        id: 10,
        main_type: 'PODCAST-NETWORK',
        name: 'SPOTIFY',
        link_value: 'https://s.example',
      }),
      makePie({
        id: 11,
        main_type: 'PLATFORM-BADGE',
        title: 'Spotify',
        link_value: 'https://s.example',
      }),
      makePie({ id: 12, main_type: 'COUNT-DOWN', title: 'Launch' }),
      makePie({ id: 13, main_type: 'AUTHORS', title: 'Ada' }),
      makePie({ id: 14, main_type: 'SOCIAL-NETWORKS', name: 'INSTAGRAM', social_username: 'ada' }),
      makePie({ id: 15, main_type: 'MESSENGERS', name: 'TELEGRAM', social_username: 'ada' }),
    ];

    it('listen buttons, badges, countdown, authors and icon rows on pale buttons are all flagged', () => {
      const parts = contrastProblems(pale, world).map((problem) => problem.part);
      expect(parts.sort()).toEqual(
        ['authors', 'badge', 'countdown', 'listen', 'messengers', 'socials'].sort(),
      );
    });

    it('what takes the page colours is fixed in Design; a chosen icon colour in its group', () => {
      const chosen = world.map((pie) =>
        pie.main_type === 'SOCIAL-NETWORKS' ? { ...pie, icon_color: '#e0e0e0' } : pie,
      );
      const fixes = Object.fromEntries(
        contrastProblems({ ...pale, button_text_color: '#111111' }, chosen).map((problem) => [
          problem.part,
          problem.fix,
        ]),
      );
      expect(fixes).toEqual({ socials: { panel: 'network', group: 'SOCIAL-NETWORKS' } });
      const onPage = contrastProblems(pale, world).filter((problem) => problem.part !== 'socials');
      expect(onPage.every((problem) => problem.fix.panel === 'design')).toBe(true);
    });

    it('a badge with its own colours is fixed in its block; readable pages pass', () => {
      const badge = makePie({
        id: 20,
        main_type: 'TIP-US-BADGE',
        title: 'Patreon',
        background_color: '#ffffff',
        title_text_color: '#eeeeee',
      });
      expect(contrastProblems(page, [badge])).toMatchObject([
        { part: 'badge', fix: { panel: 'block', pieId: 20 } },
      ]);
      expect(contrastProblems(page, world)).toEqual([]);
    });

    it('directories without a link and unfilled icons ask for nothing', () => {
      const empty = [
        makePie({ id: 30, main_type: 'PODCAST-NETWORK', name: 'SPOTIFY', link_value: null }),
        makePie({ id: 31, main_type: 'SOCIAL-NETWORKS', name: 'INSTAGRAM' }),
      ];
      expect(contrastProblems(pale, empty)).toEqual([]);
    });
  });
});
