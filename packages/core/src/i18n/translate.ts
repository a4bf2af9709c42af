import type { TranslationKey } from './dictionary.ts';
import { FALLBACK_LANGUAGE, isLanguage } from './languages.ts';
import { resources } from './resources.ts';

export type TranslationVars = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

/**
 * Fills {{name}} placeholders from `vars`. A placeholder without a value stays as written, so a
 * forgotten variable shows up in review instead of silently vanishing. Values are not escaped:
 * React escapes on render, as with i18next's escapeValue: false.
 */
export function interpolate(text: string, vars: TranslationVars = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function lookup(language: string, key: string): string | undefined {
  if (!isLanguage(language)) return undefined;
  const separator = key.indexOf(':');
  const path = [key.slice(0, separator), ...key.slice(separator + 1).split('.')];
  let node: unknown = resources[language];
  for (const part of path) {
    if (!isRecord(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/**
 * The text of `key` in `language` with its variables filled, for code that has no i18next instance
 * (the server-rendered page). An unsupported language uses cn, like the app; an unknown key
 * answers the key itself, like i18next.
 */
export function translate(language: string, key: TranslationKey, vars?: TranslationVars): string {
  const text = lookup(language, key) ?? lookup(FALLBACK_LANGUAGE, key) ?? key;
  return interpolate(text, vars);
}
