import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSafeLink } from './url.ts';

describe('link fields accept http, https, mailto and tel only', () => {
  it('accepts the four safe schemes', () => {
    for (const link of ['https://a.fm/x', 'http://a.fm', 'mailto:me@a.fm', 'tel:+15551234']) {
      expect(isSafeLink(link)).toBe(true);
    }
  });
  it('never accepts javascript: or data: links, whatever their case or padding', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
    ]) {
      expect(isSafeLink(link)).toBe(false);
    }
  });
  it('fetchable addresses are http(s) only', () => {
    expect(isHttpUrl('https://feeds.example.com/rss')).toBe(true);
    expect(isHttpUrl('mailto:me@a.fm')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });
});
