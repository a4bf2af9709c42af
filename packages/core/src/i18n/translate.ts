import type { TranslationKey } from './dictionary.ts';
import { FALLBACK_LANGUAGE, isLanguage } from './languages.ts';
import { interpolate, lookupIn, type TranslationVars } from './lookup.ts';

export type { TranslationVars };

import { resources } from './resources.ts';

function lookup(language: string, key: string): string | undefined {
  return isLanguage(language) ? lookupIn(resources[language], key) : undefined;
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
