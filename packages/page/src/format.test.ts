import { describe, expect, it } from 'vitest';
import { formatDuration, formatEpisodeDate, HTML_LANG, initials } from './format.ts';

describe('episode duration', () => {
  it('reads in minutes under an hour and as h:mm:ss from an hour on', () => {
    expect(formatDuration(2520)).toBe('42 min');
    expect(formatDuration(29)).toBe('1 min');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('shows nothing for an unknown length', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(0)).toBeNull();
  });
});

describe('episode date', () => {
  it('is written in the page language, the same wherever it is drawn', () => {
    expect(formatEpisodeDate('2030-06-10T23:30:00Z', 'en')).toBe('Jun 10, 2030');
    expect(formatEpisodeDate('2030-06-10T23:30:00Z', 'cn')).toBe('2030年6月10日');
    expect(formatEpisodeDate('2030-06-10T23:30:00Z', 'tw')).toBe('2030年6月10日');
    expect(formatEpisodeDate('not a date', 'en')).toBeNull();
  });

  it("reads as Intl's medium date in each language, on every month and at the turn of a day", () => {
    for (const lang of ['en', 'cn', 'tw'] as const) {
      const intl = new Intl.DateTimeFormat(HTML_LANG[lang], {
        dateStyle: 'medium',
        timeZone: 'UTC',
      });
      for (let month = 0; month < 12; month += 1) {
        for (const iso of [
          new Date(Date.UTC(2031, month, 1, 0, 0)).toISOString(),
          new Date(Date.UTC(1999, month, 28, 23, 59)).toISOString(),
        ]) {
          expect(formatEpisodeDate(iso, lang)).toBe(intl.format(new Date(iso)));
        }
      }
    }
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Pod Friend')).toBe('PF');
    expect(initials('SONNET')).toBe('S');
    expect(initials('podcast_republic')).toBe('PR');
  });
});
