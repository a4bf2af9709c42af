/** Interface languages of SPEC.md §1 mapped to the BCP 47 tags browsers and Intl understand. */
export const HTML_LANG = { en: 'en', cn: 'zh-CN', tw: 'zh-TW' } as const;
export type PageLang = keyof typeof HTML_LANG;

export function isPageLang(value: unknown): value is PageLang {
  return typeof value === 'string' && Object.hasOwn(HTML_LANG, value);
}

/**
 * An episode length as a listener reads it: '42 min' under an hour, 'h:mm:ss' from an hour on.
 * `minutes` is the translated unit.
 */
export function formatDuration(seconds: number | null | undefined, minutes = 'min'): string | null {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return null;
  const whole = Math.round(seconds);
  if (whole < 3600) return `${Math.max(1, Math.round(whole / 60))} ${minutes}`;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

// Written out rather than asked of Intl.DateTimeFormat: the first formatter a page builds loads the
// browser's locale data, 30 ms of the editor's render at a phone's speed when its feed arrives
// (and the server's HTML and the editor's preview then agree whatever ICU either has). The same
// text as Intl's medium date style in each language (format.test.ts compares them).
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const EPISODE_DATE: Record<PageLang, (year: number, month: number, day: number) => string> = {
  en: (year, month, day) => `${SHORT_MONTHS[month]} ${day}, ${year}`,
  cn: (year, month, day) => `${year}年${month + 1}月${day}日`,
  tw: (year, month, day) => `${year}年${month + 1}月${day}日`,
};

/**
 * An episode date in the page language. UTC keeps the server's HTML and the editor preview equal,
 * whatever zone either runs in.
 */
export function formatEpisodeDate(iso: string | null | undefined, lang: PageLang): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return EPISODE_DATE[lang](date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** The machine-readable twin of formatEpisodeDate for a <time datetime>. */
export function isoDay(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** Initials for a lettered fallback icon: 'Pod Friend' -> 'PF', 'SONNET' -> 'S'. */
export function initials(label: string): string {
  const words = label.split(/[\s_-]+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [label[0]];
  return letters.join('').toUpperCase();
}
