import { type Dictionary, FALLBACK_LANGUAGE, type Language } from '@podpie/core';
import { english } from './english.ts';

export type Dictionaries = Partial<Record<Language, Partial<Dictionary>>>;

// English ships with the app (its screens' namespaces with their screens, english.ts); each
// Chinese dictionary is a chunk of its own, fetched only by someone who reads it, so nobody
// downloads three languages to read one.
const LOADERS: Record<Language, () => Promise<Partial<Dictionary>>> = {
  en: async () => english,
  cn: () => import('@podpie/core/i18n/cn').then((module) => module.cn),
  tw: () => import('@podpie/core/i18n/tw').then((module) => module.tw),
};

/**
 * The dictionaries i18next needs to speak `language`: that one, the fallback language (cn) it
 * fills gaps from, and English, which is always there.
 */
export async function loadDictionaries(language: Language): Promise<Dictionaries> {
  const needed = new Set<Language>(['en', language]);
  // English is complete (the dictionaries test keeps every language in step), so only the
  // Chinese ones lean on the fallback.
  if (language !== 'en') needed.add(FALLBACK_LANGUAGE);
  const loaded = await Promise.all(
    [...needed].map(async (name) => [name, await LOADERS[name]()] as const),
  );
  return Object.fromEntries(loaded);
}

/** English alone, for a first screen that needs nothing else. */
export const ENGLISH_ONLY: Dictionaries = { en: english };
