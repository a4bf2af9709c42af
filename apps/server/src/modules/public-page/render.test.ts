import { describe, expect, it } from 'vitest';
import { pageCacheControl } from './render.ts';

const NOW = new Date('2030-06-15T12:00:00Z');
const inSeconds = (seconds: number) => NOW.getTime() + seconds * 1000;

describe('how long a CDN may keep a page', () => {
  it('a minute, and five more stale while it asks again, when nothing is due', () => {
    expect(pageCacheControl(null, NOW)).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(pageCacheControl(inSeconds(3600), NOW)).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
  });

  it('never past the next schedule or countdown boundary', () => {
    expect(pageCacheControl(inSeconds(200), NOW)).toBe(
      'public, max-age=60, stale-while-revalidate=140',
    );
    expect(pageCacheControl(inSeconds(30), NOW)).toBe(
      'public, max-age=30, stale-while-revalidate=0',
    );
    expect(pageCacheControl(inSeconds(0.5), NOW)).toBe(
      'public, max-age=0, stale-while-revalidate=0',
    );
  });
});
