import { describe, expect, it } from 'vitest';
import { countryOf, isVisitor, parsePageEvent } from './beacon.ts';

const request = (headers: Record<string, string>, viaTrustedProxy: boolean) => ({
  body: '',
  headers,
  ip: '203.0.113.7',
  viaTrustedProxy,
});

describe('beacon requests', () => {
  it('takes the country from a trusted proxy only, else unknown', () => {
    expect(countryOf(request({ 'cf-ipcountry': 'de' }, true))).toBe('DE');
    expect(countryOf(request({ 'cloudfront-viewer-country': 'TW' }, true))).toBe('TW');
    expect(countryOf(request({ 'cf-ipcountry': 'DE' }, false))).toBe('unknown');
    expect(countryOf(request({ 'cf-ipcountry': 'XX' }, true))).toBe('unknown');
    expect(countryOf(request({}, true))).toBe('unknown');
  });

  it('reads the JSON text sendBeacon sends and refuses anything else', () => {
    expect(parsePageEvent('{"t":"v","p":3,"k":"x","r":""}')).toEqual({
      t: 'v',
      p: 3,
      k: 'x',
      r: '',
    });
    expect(parsePageEvent('{"t":"c","p":3,"k":"x","b":9}')).toEqual({ t: 'c', p: 3, k: 'x', b: 9 });
    expect(parsePageEvent('{"t":"c","p":3,"k":"x"}')).toBeNull();
    expect(parsePageEvent('{"t":"v","p":-1,"k":"x","r":""}')).toBeNull();
    // Without the page's token: no view of the page handed one out.
    expect(parsePageEvent('{"t":"v","p":3,"r":""}')).toBeNull();
    expect(parsePageEvent('<html>')).toBeNull();
  });

  it('does not count a prefetch or a crawler', () => {
    expect(isVisitor(request({ 'user-agent': 'Mozilla/5.0 (X11) Firefox/130.0' }, false))).toBe(
      true,
    );
    expect(isVisitor(request({ 'user-agent': 'Twitterbot/1.0' }, false))).toBe(false);
    expect(
      isVisitor(request({ 'user-agent': 'Mozilla/5.0 Firefox/130.0', purpose: 'prefetch' }, false)),
    ).toBe(false);
  });
});
