import type { Pie } from './schema.ts';
import {
  CARD_SUB_TYPES,
  type CardSubType,
  DEFAULT_CARD_SUB_TYPE,
  DEFAULT_FEED_SUB_TYPE,
  FEED_SUB_TYPES,
  type FeedSubType,
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

export const isCardPie = guard('CARD-INPUT');
export const isFeedPie = guard('PODCAST-FEED');

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
