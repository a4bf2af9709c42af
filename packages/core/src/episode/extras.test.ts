import { describe, expect, it } from 'vitest';
import { formatClock, parseStartTime } from './extras.ts';

describe('episode start times', () => {
  it.each([
    ['754', 754],
    ['12:34', 754],
    ['1:02:03', 3723],
    ['1h2m3s', 3723],
    ['90s', 90],
    ['12:99', null],
    ['soon', null],
    ['', null],
  ])('?t=%s starts at %s', (value, seconds) => {
    expect(parseStartTime(value)).toBe(seconds);
  });

  it.each([
    [5, '0:05'],
    [754, '12:34'],
    [3723, '1:02:03'],
  ])('%i seconds read as %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });
});
