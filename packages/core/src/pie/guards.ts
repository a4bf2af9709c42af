import type { Pie } from './schema.ts';
import {
  CARD_SUB_TYPES,
  type CardSubType,
  DEFAULT_CARD_SUB_TYPE,
  DEFAULT_FEED_SUB_TYPE,
  FEED_SUB_TYPES,
  type FeedSubType,
  MAIN_BLOCK_NAME,
  type MainType,
} from './types.ts';

/** A block whose main_type is known to be T. */
export type PieOf<T extends MainType> = Pie & { main_type: T };

/** Narrows a block by main_type, so code reads its fields without casts. */
export function isPieOf<T extends MainType>(type: T, pie: Pie): pie is PieOf<T> {
  return pie.main_type === type;
}

const guard =
  <T extends MainType>(type: T) =>
  (pie: Pie): pie is PieOf<T> =>
    isPieOf(type, pie);

export const isTextPie = guard('TEXT-INPUT');
export const isLinkPie = guard('LINK-INPUT');
export const isPlatformBadgePie = guard('PLATFORM-BADGE');
export const isTipPie = guard('TIP-US-BADGE');
export const isCardPie = guard('CARD-INPUT');
export const isCountdownPie = guard('COUNT-DOWN');
export const isFeedPie = guard('PODCAST-FEED');
export const isMailingPie = guard('MAILING-LIST');
export const isHeaderTitlePie = guard('HEADER-TITLE');
export const isAuthorsPie = guard('AUTHORS');
export const isMessengerPie = guard('MESSENGERS');
export const isSocialPie = guard('SOCIAL-NETWORKS');
export const isPodcastNetworkPie = guard('PODCAST-NETWORK');

/** True for a block named MAIN-BLOCK. */
export function isMainBlock(pie: Pick<Pie, 'name'>): boolean {
  return pie.name === MAIN_BLOCK_NAME;
}

const includes = <T extends string>(list: readonly T[], value: string | null): value is T =>
  (list as readonly (string | null)[]).includes(value);

/** The feed block's layout; anything unknown falls back to Mix. */
export function feedSubTypeOf(pie: PieOf<'PODCAST-FEED'>): FeedSubType {
  return includes(FEED_SUB_TYPES, pie.sub_type) ? pie.sub_type : DEFAULT_FEED_SUB_TYPE;
}

/** The card block's style; anything unknown falls back to THUMBNAIL_BUTTON. */
export function cardSubTypeOf(pie: PieOf<'CARD-INPUT'>): CardSubType {
  return includes(CARD_SUB_TYPES, pie.sub_type) ? pie.sub_type : DEFAULT_CARD_SUB_TYPE;
}
