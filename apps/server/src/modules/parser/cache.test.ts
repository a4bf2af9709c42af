import { describe, expect, it } from 'vitest';
import { createCachedLoader, createMemoryCache } from './cache.ts';

describe('createMemoryCache', () => {
  it('forgets an entry once its time to live has passed', async () => {
    let now = 0;
    const cache = createMemoryCache<string>({ maxEntries: 10, now: () => now });
    await cache.set('a', 'first', 1000);
    now = 999;
    expect(await cache.get('a')).toBe('first');
    now = 1000;
    expect(await cache.get('a')).toBeUndefined();
  });

  it('evicts the least recently used entry when full', async () => {
    const cache = createMemoryCache<number>({ maxEntries: 2 });
    await cache.set('a', 1, 60_000);
    await cache.set('b', 2, 60_000);
    await cache.get('a');
    await cache.set('c', 3, 60_000);
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBe(3);
  });

  it('evicts by weight so a few huge feeds cannot fill the memory', async () => {
    const cache = createMemoryCache<number[]>({
      maxEntries: 100,
      weight: { weigh: (episodes) => episodes.length, maxWeight: 10 },
    });
    await cache.set('small', [1, 2], 60_000);
    await cache.set('big', Array(7).fill(0), 60_000);
    await cache.set('medium', [1, 2, 3], 60_000);
    expect(await cache.get('small')).toBeUndefined();
    expect(await cache.get('big')).toHaveLength(7);
    expect(await cache.get('medium')).toHaveLength(3);
    await cache.set('huge', Array(11).fill(0), 60_000);
    expect(await cache.get('huge')).toBeUndefined();
    expect(await cache.get('big')).toHaveLength(7);
  });
});

describe('createCachedLoader', () => {
  it('makes a burst of identical requests cost one load', async () => {
    const load = createCachedLoader(createMemoryCache<string>({ maxEntries: 10 }), 60_000);
    let calls = 0;
    const slow = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 'feed';
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => load('k', slow)));
    expect(answers).toEqual(Array(10).fill('feed'));
    expect(await load('k', slow)).toBe('feed');
    expect(calls).toBe(1);
  });

  it('does not cache a failure', async () => {
    const load = createCachedLoader(createMemoryCache<string>({ maxEntries: 10 }), 60_000);
    await expect(load('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await load('k', async () => 'back')).toBe('back');
  });
});
