import { z } from 'zod';
import { FEED_ITEMS_DEFAULT, FEED_ITEMS_MAX, FEED_ITEMS_MIN } from '../constants.ts';
import { keyed } from '../i18n/issue.ts';

/** Whole numbers a feed block may list: 1 to 5. */
export function isValidFeedItemCount(count: number): boolean {
  return Number.isInteger(count) && count >= FEED_ITEMS_MIN && count <= FEED_ITEMS_MAX;
}

/**
 * How many episodes a feed block lists, read from its text `value`: 3 when unset or unreadable,
 * otherwise held within 1 to 5.
 */
export function feedItemCount(value: string | null | undefined): number {
  const parsed = Number.parseInt(value ?? '', 10);
  if (Number.isNaN(parsed)) return FEED_ITEMS_DEFAULT;
  return Math.min(FEED_ITEMS_MAX, Math.max(FEED_ITEMS_MIN, parsed));
}

/** The options of the feed block's count picker: 1, 2, 3, 4, 5. */
export const FEED_ITEM_COUNT_OPTIONS: readonly number[] = Array.from(
  { length: FEED_ITEMS_MAX - FEED_ITEMS_MIN + 1 },
  (_, index) => FEED_ITEMS_MIN + index,
);

export const FEED_ITEM_COUNT_ISSUE = keyed('app:validation.feedItemCount', {
  min: FEED_ITEMS_MIN,
  max: FEED_ITEMS_MAX,
});

/** A feed block's `value` as the form and the server accept it: '1' to '5'. */
export const feedValueSchema = z
  .string()
  .regex(/^\d+$/, { message: FEED_ITEM_COUNT_ISSUE })
  .refine((value) => isValidFeedItemCount(Number(value)), { message: FEED_ITEM_COUNT_ISSUE });
