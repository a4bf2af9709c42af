import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration.ts';

describe('parseDuration', () => {
  it.each([
    ['5113', 5113],
    ['5113.6', 5114],
    ['01:11', 71],
    ['54:09', 3249],
    ['00:40:58', 2458],
    ['1:02:03', 3723],
    ['90:00', 5400],
    ['1h2m', 3720],
    ['1h 2m 3s', 3723],
    ['45 min', 2700],
    ['2 hours', 7200],
    ['30s', 30],
    ['PT2M22S', 142],
    ['PT1H', 3600],
  ])('reads %s as %i seconds', (raw, seconds) => {
    expect(parseDuration(raw)).toBe(seconds);
  });

  it.each([null, undefined, '', '   ', 'unknown', '1:2:3:4', 'NaN'])('gives null for %s', (raw) => {
    expect(parseDuration(raw)).toBeNull();
  });
});
