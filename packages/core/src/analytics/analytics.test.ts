import { describe, expect, it } from 'vitest';
import { isBotAgent, isPrefetch } from './bots.ts';
import {
  analyticsRangeProblem,
  daysBetween,
  lastDays,
  parseUtcDay,
  retentionStart,
} from './days.ts';
import { deviceClassOf } from './device.ts';
import { referrerDomain } from './referrer.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('device class', () => {
  it('tells phones, tablets and desktops apart by their user agents', () => {
    expect(deviceClassOf(IPHONE)).toBe('mobile');
    expect(deviceClassOf(ANDROID_PHONE)).toBe('mobile');
    expect(deviceClassOf(IPAD)).toBe('tablet');
    expect(deviceClassOf(ANDROID_TABLET)).toBe('tablet');
    expect(deviceClassOf(DESKTOP)).toBe('desktop');
    expect(deviceClassOf(undefined)).toBe('desktop');
  });
});

describe('bots', () => {
  it('knows the common crawlers, unfurlers and scripted clients', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.31.0',
      '',
    ]) {
      expect(isBotAgent(agent), agent).toBe(true);
    }
  });

  it('lets browsers through', () => {
    for (const agent of [IPHONE, IPAD, ANDROID_PHONE, DESKTOP])
      expect(isBotAgent(agent)).toBe(false);
  });

  it('spots prefetches and prerenders by their purpose headers', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isPrefetch({ accept: 'text/html' })).toBe(false);
  });
});

describe('referrer domain', () => {
  it('keeps the host of another site without www', () => {
    expect(referrerDomain('https://www.instagram.com/some/post?x=1', 'podpie.io')).toBe(
      'instagram.com',
    );
    expect(referrerDomain('http://t.co/abc', 'podpie.io')).toBe('t.co');
  });

  it('drops direct visits, the page itself and odd schemes', () => {
    expect(referrerDomain('', 'podpie.io')).toBeNull();
    expect(referrerDomain('https://podpie.io/other', 'podpie.io')).toBeNull();
    expect(referrerDomain('android-app://com.google.android.gm', 'podpie.io')).toBeNull();
    expect(referrerDomain('not a url', 'podpie.io')).toBeNull();
  });
});

describe('analytics days', () => {
  it('accepts up to 400 days, both ends included', () => {
    expect(analyticsRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(analyticsRangeProblem('2025-01-01', '2026-02-04')).toBeNull(); // 400 days
    expect(analyticsRangeProblem('2025-01-01', '2026-02-05')).toBe('too_long');
    expect(analyticsRangeProblem('2026-02-02', '2026-02-01')).toBe('reversed');
    expect(analyticsRangeProblem('2026-02-30', '2026-03-01')).toBe('invalid_date');
    expect(parseUtcDay('2026-13-01')).toBeNull();
  });

  it('lists every day of a range across a month end', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
  });

  it('makes the last 7 days end today (UTC)', () => {
    expect(lastDays(new Date('2026-03-03T23:30:00Z'), 7)).toEqual({
      from: '2026-02-25',
      to: '2026-03-03',
    });
  });

  it('keeps 13 months', () => {
    expect(retentionStart(new Date('2026-11-23T10:00:00Z'))).toBe('2025-10-23');
  });
});
