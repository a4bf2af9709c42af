import { describe, expect, it } from 'vitest';
import {
  FEED_ITEM_COUNT_OPTIONS,
  feedItemCount,
  feedValueSchema,
  isValidFeedItemCount,
} from './feed-count.ts';

describe('feed items per block: 1 to 5, default 3', () => {
  it('an unset or unreadable value lists 3 episodes', () => {
    expect(feedItemCount(null)).toBe(3);
    expect(feedItemCount(undefined)).toBe(3);
    expect(feedItemCount('many')).toBe(3);
  });

  it('a value outside 1 to 5 is held within it', () => {
    expect(feedItemCount('0')).toBe(1);
    expect(feedItemCount('9')).toBe(5);
    expect(feedItemCount('4')).toBe(4);
  });

  it('the picker offers 1 to 5', () => {
    expect(FEED_ITEM_COUNT_OPTIONS).toEqual([1, 2, 3, 4, 5]);
  });

  it('only whole counts from 1 to 5 are valid', () => {
    expect(isValidFeedItemCount(5)).toBe(true);
    expect(isValidFeedItemCount(6)).toBe(false);
    expect(isValidFeedItemCount(2.5)).toBe(false);
    expect(feedValueSchema.safeParse('3').success).toBe(true);
    expect(feedValueSchema.safeParse('6').success).toBe(false);
    expect(feedValueSchema.safeParse('3.0').success).toBe(false);
  });
});
