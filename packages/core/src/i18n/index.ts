export type { Dictionary, TranslationKey } from './dictionary.ts';
export {
  issueIn,
  readKeyed,
  readKeyShape,
  translateIssueWith,
} from './issue.ts';
export {
  cookieLanguage,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  languageOfTag,
  parseAcceptLanguage,
  pickLanguage,
} from './languages.ts';
export { NAMESPACES } from './namespaces.ts';
export { type PageTranslationKey, translatePageText } from './page-texts.ts';
export { type TranslationVars, translate } from './translate.ts';
