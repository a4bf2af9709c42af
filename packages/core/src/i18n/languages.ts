import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../constants.ts';

// LANGUAGES and FALLBACK_LANGUAGE (SPEC.md §9) are defined once, in constants.ts.
export { FALLBACK_LANGUAGE, LANGUAGES, type Language };

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

const TRADITIONAL_REGIONS = ['tw', 'hk', 'mo'];

/** The interface language for one BCP 47 tag, or null when it is none of ours. */
export function languageOfTag(tag: string): Language | null {
  const [primary, ...subtags] = tag.trim().toLowerCase().replaceAll('_', '-').split('-');
  if (primary === undefined) return null;
  if (isLanguage(primary)) return primary;
  if (primary !== 'zh') return null;
  // The script decides first (zh-Hans-HK is simplified); otherwise the region does.
  if (subtags.includes('hant')) return 'tw';
  if (subtags.includes('hans')) return 'cn';
  return subtags.some((subtag) => TRADITIONAL_REGIONS.includes(subtag)) ? 'tw' : 'cn';
}

/**
 * The first supported language of the browser's preference list (navigator.languages or a parsed
 * Accept-Language): zh-TW, zh-HK, zh-MO and zh-Hant give tw, other Chinese gives cn, en* gives en;
 * nothing supported gives the fallback cn.
 */
export function pickLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** The weight of one Accept-Language entry's parameters: 1 without q, 0 for a malformed q. */
function qualityOf(params: readonly string[]): number {
  const q = params.map((param) => param.split('=')).find(([name]) => name?.trim() === 'q');
  if (!q) return 1;
  const value = q[1]?.trim() ?? '';
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}

/** The tags of an Accept-Language header, most preferred first; entries with q=0 are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      return { tag: tag.trim(), weight: qualityOf(params), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The cookie that tells the server a device's chosen language (the app keeps the choice in
 * localStorage, which the server cannot read), so a prerendered screen comes in that language.
 */
export const LANGUAGE_COOKIE = 'podpie_language';

/** The language a Cookie header remembers, or null when it holds none of ours. */
export function cookieLanguage(cookieHeader: string | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === LANGUAGE_COOKIE && value && isLanguage(value)) return value;
  }
  return null;
}
