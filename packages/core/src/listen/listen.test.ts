import { describe, expect, it } from 'vitest';
import { inAppBrowserOf, listenVisitorOf, orderForDevice } from './listen.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 334.0.4.32.98';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const PIXEL_TIKTOK =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 musical_ly_2023405020 BytedanceWebview/d8a21c6';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const IPHONE_FACEBOOK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21F90 [FBAN/FBIOS;FBAV/470.0.0.38.108;FBBV/1;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]';
const PIXEL_FACEBOOK =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.48.109;]';
const PIXEL_INSTAGRAM =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 Instagram 334.0.0.42.95 Android';
const PIXEL_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';

const apps = ['SPOTIFY', 'PODCASTADDICT', 'APPLE-PODCAST', 'OVERCAST', 'POCKETCAST'].map(
  (name) => ({ name }),
);
const names = (entries: readonly { name: string | null }[]) => entries.map((entry) => entry.name);

describe('who is listening, from the User-Agent', () => {
  it('tells Apple devices, Android and the rest apart', () => {
    expect(listenVisitorOf(IPHONE)).toEqual({ device: 'apple', inAppBrowser: false });
    expect(listenVisitorOf(PIXEL)).toEqual({ device: 'android', inAppBrowser: false });
    expect(listenVisitorOf(WINDOWS)).toEqual({ device: 'other', inAppBrowser: false });
    expect(listenVisitorOf(undefined)).toEqual({ device: 'other', inAppBrowser: false });
  });

  it("recognises Instagram's and TikTok's own browsers", () => {
    expect(listenVisitorOf(IPHONE_INSTAGRAM)).toEqual({ device: 'apple', inAppBrowser: true });
    expect(listenVisitorOf(PIXEL_TIKTOK)).toEqual({ device: 'android', inAppBrowser: true });
  });
});

describe('in-app browsers, told by inapp-spy', () => {
  it.each([
    ['iPhone Instagram', IPHONE_INSTAGRAM, 'apple', 'instagram'],
    ['iPhone Facebook', IPHONE_FACEBOOK, 'apple', 'messenger'],
    ['Android TikTok', PIXEL_TIKTOK, 'android', 'tiktok'],
    ['Android Instagram', PIXEL_INSTAGRAM, 'android', 'instagram'],
    ['Android Facebook', PIXEL_FACEBOOK, 'android', 'messenger'],
    ['an unnamed Android web view', PIXEL_WEBVIEW, 'android', 'webview'],
    ['plain Safari', IPHONE, 'apple', null],
    ['plain Chrome on Android', PIXEL, 'android', null],
    ['desktop Chrome', WINDOWS, 'other', null],
    ['no user agent', '', 'other', null],
  ])('%s', (_who, userAgent, device, app) => {
    expect(inAppBrowserOf(userAgent)).toBe(app);
    expect(listenVisitorOf(userAgent)).toEqual({ device, inAppBrowser: app !== null });
  });
});

describe('listening apps in device order', () => {
  it('puts Apple Podcasts first on Apple devices and hides Android-only apps there', () => {
    expect(names(orderForDevice(apps, 'apple'))).toEqual([
      'APPLE-PODCAST',
      'SPOTIFY',
      'OVERCAST',
      'POCKETCAST',
    ]);
  });

  it('never offers Apple apps first on Android', () => {
    expect(names(orderForDevice(apps, 'android'))).toEqual([
      'SPOTIFY',
      'PODCASTADDICT',
      'POCKETCAST',
      'APPLE-PODCAST',
      'OVERCAST',
    ]);
  });

  it("keeps the owner's order for everyone else", () => {
    expect(names(orderForDevice(apps, 'other'))).toEqual(names(apps));
  });
});
