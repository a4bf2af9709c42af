import { blocks as cnBlocks } from './cn/blocks.ts';
import { page as cnPage } from './cn/page.ts';
import type { Dictionary, TranslationKey } from './dictionary.ts';
import { blocks as enBlocks } from './en/blocks.ts';
import { page as enPage } from './en/page.ts';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { interpolate, lookupIn, type TranslationVars } from './lookup.ts';
import { blocks as twBlocks } from './tw/blocks.ts';
import { page as twPage } from './tw/page.ts';

/** The namespaces a published page draws its words from. */
type PageNamespace = 'blocks' | 'page';
export type PageTranslationKey = Extract<TranslationKey, `${PageNamespace}:${string}`>;

// Only these two namespaces of each language: the editor's preview draws pages in any language,
// and the whole of every dictionary would weigh on it for a few dozen words.
const PAGE_DICTIONARIES: Record<Language, Pick<Dictionary, PageNamespace>> = {
  en: { blocks: enBlocks, page: enPage },
  cn: { blocks: cnBlocks, page: cnPage },
  tw: { blocks: twBlocks, page: twPage },
};

function lookup(language: string, key: string): string | undefined {
  return isLanguage(language) ? lookupIn(PAGE_DICTIONARIES[language], key) : undefined;
}

/** translate() for a page's own words: the same answer, from the page namespaces alone. */
export function translatePageText(
  language: string,
  key: PageTranslationKey,
  vars?: TranslationVars,
): string {
  return interpolate(lookup(language, key) ?? lookup(FALLBACK_LANGUAGE, key) ?? key, vars);
}
