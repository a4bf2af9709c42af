/** Every kind of block ("pie") a page can hold, SPEC.md §3. */
export const MAIN_TYPES = [
  'TEXT-INPUT',
  'LINK-INPUT',
  'PLATFORM-BADGE',
  'TIP-US-BADGE',
  'CARD-INPUT',
  'COUNT-DOWN',
  'PODCAST-FEED',
  'MAILING-LIST',
  'HEADER-TITLE',
  'AUTHORS',
  'MESSENGERS',
  'SOCIAL-NETWORKS',
  'PODCAST-NETWORK',
] as const;
export type MainType = (typeof MAIN_TYPES)[number];

export const CARD_SUB_TYPES = [
  'THUMBNAIL_BUTTON',
  'BACKGROUND_BUTTON',
  'CARD_BUTTON',
  'VIDEO_BUTTON',
] as const;
export type CardSubType = (typeof CARD_SUB_TYPES)[number];
export const DEFAULT_CARD_SUB_TYPE: CardSubType = 'THUMBNAIL_BUTTON';

export const FEED_SUB_TYPES = ['MIX-CARD-TILE', 'THUMBNAIL', 'CARD', 'TILE'] as const;
export type FeedSubType = (typeof FEED_SUB_TYPES)[number];
export const DEFAULT_FEED_SUB_TYPE: FeedSubType = 'MIX-CARD-TILE';

export const DEFAULT_AUTHORS_SUB_TYPE = 'HORIZONTAL-VIEW';

export const ICON_GROUPS = ['fab', 'fas', 'podcasts'] as const;
export type IconGroup = (typeof ICON_GROUPS)[number];

/** The `name` that marks a main block (SPEC.md §3). */
export const MAIN_BLOCK_NAME = 'MAIN-BLOCK';
