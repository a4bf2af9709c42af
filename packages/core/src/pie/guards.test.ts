import { describe, expect, it } from 'vitest';
import { cardSubTypeOf, feedSubTypeOf, isCardPie, isFeedPie, isPieOf } from './guards.ts';
import { makePie } from './schema.ts';

describe('type guards narrow a block by main_type', () => {
  const feed = makePie({ id: 1, main_type: 'PODCAST-FEED', sub_type: 'TILE' });
  const card = makePie({ id: 2, main_type: 'CARD-INPUT', sub_type: 'SOMETHING' });

  it('a feed block is a feed block and nothing else', () => {
    expect(isFeedPie(feed)).toBe(true);
    expect(isCardPie(feed)).toBe(false);
    expect(isPieOf('PODCAST-FEED', feed)).toBe(true);
  });

  it("a feed block's layout is its sub_type, or Mix when unknown", () => {
    if (!isFeedPie(feed)) throw new Error('not a feed');
    expect(feedSubTypeOf(feed)).toBe('TILE');
    const unknown = makePie({ id: 3, main_type: 'PODCAST-FEED' });
    if (!isFeedPie(unknown)) throw new Error('not a feed');
    expect(feedSubTypeOf(unknown)).toBe('MIX-CARD-TILE');
  });

  it("a card block's style is its sub_type, or THUMBNAIL_BUTTON when unknown", () => {
    if (!isCardPie(card)) throw new Error('not a card');
    expect(cardSubTypeOf(card)).toBe('THUMBNAIL_BUTTON');
    const video = makePie({ id: 4, main_type: 'CARD-INPUT', sub_type: 'VIDEO_BUTTON' });
    if (!isCardPie(video)) throw new Error('not a card');
    expect(cardSubTypeOf(video)).toBe('VIDEO_BUTTON');
  });
});
