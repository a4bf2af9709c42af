import { describe, expect, it } from 'vitest';
import {
  cookieLanguage,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  parseAcceptLanguage,
  pickLanguage,
} from './languages.ts';

describe('pickLanguage', () => {
  it.each([
    [['zh-TW'], 'tw'],
    [['zh-HK'], 'tw'],
    [['zh-MO'], 'tw'],
    [['zh-Hant'], 'tw'],
    [['zh-Hant-CN'], 'tw'],
    [['zh_TW'], 'tw'],
    [['zh-CN'], 'cn'],
    [['zh-SG'], 'cn'],
    [['zh'], 'cn'],
    [['zh-Hans-HK'], 'cn'],
    [['en'], 'en'],
    [['en-GB'], 'en'],
    [['EN-us'], 'en'],
    [['tw'], 'tw'],
  ])('%j gives %s', (browserLanguages, language) => {
    expect(pickLanguage(browserLanguages)).toBe(language);
  });

  it('takes the first supported language of the list', () => {
    expect(pickLanguage(['fr-FR', 'de', 'en-US', 'zh-TW'])).toBe('en');
    expect(pickLanguage(['ja', 'zh-HK', 'en'])).toBe('tw');
  });

  it('falls back to cn when nothing is supported', () => {
    expect(FALLBACK_LANGUAGE).toBe('cn');
    expect(pickLanguage(['fr', 'ja-JP'])).toBe('cn');
    expect(pickLanguage([])).toBe('cn');
    expect(pickLanguage([''])).toBe('cn');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping header order for ties', () => {
    expect(parseAcceptLanguage('fr;q=0.5, zh-TW, en-US;q=0.9, de;q=0.9')).toEqual([
      'zh-TW',
      'en-US',
      'de',
      'fr',
    ]);
  });

  it('drops wildcards, refused and malformed entries', () => {
    expect(parseAcceptLanguage('*, en;q=0, ,zh;q=abc, ja;level=1')).toEqual(['ja']);
  });

  it('reads nothing from a missing header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('feeds pickLanguage for a server-rendered page', () => {
    expect(pickLanguage(parseAcceptLanguage('ja;q=1, zh-Hant;q=0.8, en;q=0.5'))).toBe('tw');
  });
});

describe('isLanguage', () => {
  it('knows en, cn and tw only', () => {
    expect(['en', 'cn', 'tw', 'zh', 'EN'].map(isLanguage)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('cookieLanguage', () => {
  it('reads the language a device chose among its other cookies', () => {
    expect(cookieLanguage(`theme=dark; ${LANGUAGE_COOKIE}=tw; other=1`)).toBe('tw');
    expect(cookieLanguage(`${LANGUAGE_COOKIE}=en`)).toBe('en');
  });

  it('reads nothing from no cookie, another cookie or a language we do not have', () => {
    expect(cookieLanguage(undefined)).toBeNull();
    expect(cookieLanguage('')).toBeNull();
    expect(cookieLanguage('language=tw')).toBeNull();
    expect(cookieLanguage(`${LANGUAGE_COOKIE}=fr`)).toBeNull();
    expect(cookieLanguage(`${LANGUAGE_COOKIE}=`)).toBeNull();
  });
});
