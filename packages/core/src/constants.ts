/**
 * The numbered business constants of SPEC.md §9, each defined once. QR sizes, levels and the
 * project defaults live in project/schema.ts (QR_SIZES, QR_LEVELS, PROJECT_DEFAULTS); the icon
 * picker's page size and debounce in catalogue/icons.ts (ICONS_PER_PAGE, ICON_SEARCH_DEBOUNCE_MS);
 * the default feed layout (Mix) in pie/types.ts (DEFAULT_FEED_SUB_TYPE).
 */

/** A toast or modal notification resets itself after this long unless auto reset is off. */
export const NOTIFICATION_DURATION_MS = 4500;
/** A notice appears this long after it is set. */
export const NOTICE_DELAY_MS = 500;
/** The dashboard skeleton stays this long after the project list arrives. */
export const DASHBOARD_LOADING_END_MS = 500;

/** An unsaved block's id is the negative of a random integer in [TEMP_ID_MIN, TEMP_ID_MAX]. */
export const TEMP_ID_MIN = 100000;
export const TEMP_ID_MAX = 999999;
/** The first block added to an empty page gets this sort_order; later ones highest + 1. */
export const FIRST_SORT_ORDER = 1;

/** Episodes a feed block lists: 1 to 5, 3 unless the owner picks otherwise. */
export const FEED_ITEMS_DEFAULT = 3;
export const FEED_ITEMS_MIN = 1;
export const FEED_ITEMS_MAX = 5;
/** A feed block stores its episode count as text in `value`. */
export const FEED_VALUE_DEFAULT = String(FEED_ITEMS_DEFAULT);
/** Episodes kept per feed when a feed is read. */
export const FEED_ITEMS_KEPT = 5;

/** The where-to-listen strip shows this many app icons, then a link to the full list. */
export const LISTEN_STRIP_SIZE = 5;

/** Messenger, social and podcast icons are drawn in this colour unless the owner picks one. */
export const DEFAULT_ICON_COLOUR = 'black';

/** Item width for 1, 2 and 3 columns. */
export const COLUMN_WIDTHS = ['100%', '48%', '32%'] as const;
export type ColumnWidth = (typeof COLUMN_WIDTHS)[number];
export const MAX_COLUMNS = 3;

/** Text on a colour whose brightness reaches the threshold is black, otherwise white. */
export const BRIGHTNESS_THRESHOLD = 128;
export const BRIGHTNESS_WEIGHTS = { red: 299, green: 587, blue: 114 } as const;
export const TEXT_ON_LIGHT = '#000000';
export const TEXT_ON_DARK = '#ffffff';

/** The QR logo covers this share of the code at error level L, and QR_LOGO_RATIO otherwise. */
export const QR_LOGO_RATIO_LOW = 0.1;
export const QR_LOGO_RATIO = 0.2;
export const QR_FILE_NAME = 'my-podcast-qr-code.png';

export const PRICE_TAG_COLOURS = { green: '#4cd963', red: '#ff3b30', yellow: '#ffcc00' } as const;
export type PriceTagColourName = keyof typeof PRICE_TAG_COLOURS;
export const DEFAULT_PRICE_TAG_COLOUR = PRICE_TAG_COLOURS.green;

export const FONT_SIZE_MIN = 6;
export const FONT_SIZE_MAX = 45;

/** Typing pauses this long before a link or feed address is fetched. */
export const LINK_FETCH_DEBOUNCE_MS = 1000;
export const PODCAST_SEARCH_DEBOUNCE_MS = 300;

export const COUNTDOWN_TICK_MS = 1000;
/** How long 'DATE-PICKER-ERROR' stays on screen. */
export const DATE_ERROR_DISPLAY_MS = 2000;

export const LANGUAGES = ['en', 'cn', 'tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'cn';

/** A background image is darkened by a black overlay of this opacity. */
export const IMAGE_OVERLAY_OPACITY = 0.7;

/** Block modals are this wide (SPEC.md §2). */
export const MODAL_WIDTH = 800;

/** Podcast-people placeholder text is at most this long (SPEC.md §5). */
export const PLACEHOLDER_MAX_LENGTH = 128;
