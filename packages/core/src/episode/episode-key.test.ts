import { describe, expect, it } from 'vitest';
import {
  episodeKey,
  episodeKeyHash,
  findEpisodeByKey,
  keyedEpisodes,
  titleSlug,
} from './episode-key.ts';

const ep = (title: string, guid: string | null, enclosure_url: string | null = null) => ({
  title,
  guid,
  enclosure_url,
});

describe('episode keys', () => {
  it.each([
    ['Episode 12: The Big One!', 'episode-12-the-big-one'],
    ['Ça va? Crème brûlée & café', 'ca-va-creme-brulee-cafe'],
    ['One two three four five six seven eight', 'one-two-three-four-five-six'],
    ['播客第一集', 'episode'],
    ['', 'episode'],
  ])('the title %j reads as %j', (title, slug) => {
    expect(titleSlug(title)).toBe(slug);
  });

  it('is the title words and six characters of the guid hash, the same on every call', () => {
    const key = episodeKey(ep('Hello World', 'guid-1'));
    expect(key).toMatch(/^hello-world-[0-9a-z]{6}$/);
    expect(episodeKey(ep('Hello World', 'guid-1'))).toBe(key);
    expect(episodeKeyHash(key)).toBe(key.slice(-6));
  });

  it('hashes the enclosure address when the guid is missing', () => {
    const a = episodeKey(ep('Bonus', null, 'https://cdn.example/a.mp3'));
    const b = episodeKey(ep('Bonus', null, 'https://cdn.example/b.mp3'));
    expect(a).not.toBe(b);
    expect(a).toBe(episodeKey(ep('Bonus', '  ', 'https://cdn.example/a.mp3')));
  });

  it('gives two episodes with the same title different keys', () => {
    const keys = keyedEpisodes([ep('Q&A', 'g-1'), ep('Q&A', 'g-2')]).map((k) => k.key);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.every((key) => key.startsWith('q-a-'))).toBe(true);
  });

  it('never collides over 300 episodes of one title, and keeps a repeated item once', () => {
    const episodes = Array.from({ length: 300 }, (_, i) => ep('Weekly', `urn:uuid:${i}`));
    const keys = keyedEpisodes([...episodes, episodes[0] ?? ep('x', 'x')]).map((k) => k.key);
    expect(keys).toHaveLength(300);
    expect(new Set(keys).size).toBe(300);
  });

  it('never equals a reserved sub-path of a page', () => {
    for (const word of ['apps', 'qr.png', 'og.png', 'sitemap.xml', 'go', 'subscribe']) {
      expect(episodeKeyHash(word)).toBeNull();
    }
  });

  it('finds a renamed episode by the hash of its old key', () => {
    const old = episodeKey(ep('Old name', 'g-9'));
    const found = findEpisodeByKey([ep('New name', 'g-9')], old);
    expect(found?.exact).toBe(false);
    expect(found?.key).toBe(episodeKey(ep('New name', 'g-9')));
    expect(findEpisodeByKey([ep('New name', 'g-9')], 'gone-abcdef')).toBeNull();
  });
});
