import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  NAMESPACES,
  pickLanguage,
} from '@podpie/core';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserStorage } from '../api/auth-storage.ts';
import { type Dictionaries, ENGLISH_ONLY, loadDictionaries } from './dictionaries.ts';
import { followEnglish } from './english.ts';
import { LANGUAGE_STORAGE_KEY } from './local-data.ts';

export { LANGUAGES, type Language };

/** The device's remembered choice, else the first supported browser language (SPEC.md §9). */
export function initialLanguage(
  storage: Storage | null = browserStorage(),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  const remembered = storage?.getItem(LANGUAGE_STORAGE_KEY);
  if (remembered && isLanguage(remembered)) return remembered;
  return pickLanguage(browserLanguages);
}

/**
 * Tells the server the device's remembered language, so the screens it prerenders come in it
 * (apps/server/src/lib/prerendered.ts); a device without a choice goes by Accept-Language there,
 * as the app goes by navigator.languages.
 */
export function rememberLanguageCookie(storage: Storage | null = browserStorage()): void {
  const remembered = storage?.getItem(LANGUAGE_STORAGE_KEY);
  if (typeof document === 'undefined' || !remembered || !isLanguage(remembered)) return;
  // A plain cookie on purpose: the Cookie Store API is missing from Safari before 18.4 and Firefox.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${LANGUAGE_COOKIE}=${remembered}; path=/; max-age=${400 * 24 * 60 * 60}; samesite=lax`;
}

/** The BCP 47 tag of an interface language, for <html lang>. */
export function htmlLang(language: Language): string {
  return { en: 'en', cn: 'zh-CN', tw: 'zh-TW' }[language];
}

/**
 * An i18next instance over the given core dictionaries (see loadDictionaries); cn fills in for
 * anything missing.
 */
export function createI18n(language: Language, dictionaries: Dictionaries = ENGLISH_ONLY): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: dictionaries,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // i18next otherwise writes an advertisement for its maker's service to every owner's console.
    showSupportNotice: false,
  });
  followEnglish(instance);
  return instance;
}

/**
 * Switches the interface language and remembers it on this device; the new language's
 * dictionary is fetched first when this page has not loaded it yet.
 */
export async function rememberLanguage(
  instance: i18n,
  language: Language,
  storage: Storage | null = browserStorage(),
): Promise<void> {
  storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  rememberLanguageCookie(storage);
  const dictionaries = await loadDictionaries(language);
  for (const [name, dictionary] of Object.entries(dictionaries)) {
    for (const [namespace, texts] of Object.entries(dictionary)) {
      if (!instance.hasResourceBundle(name, namespace)) {
        instance.addResourceBundle(name, namespace, texts);
      }
    }
  }
  await instance.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
}
