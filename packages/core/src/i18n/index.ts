export type { Dictionary, Namespace, TranslationKey } from './dictionary.ts';
export {
  issueIn,
  type KeyedMessage,
  keyed,
  readKeyed,
  type Translator,
  translateIssue,
} from './issue.ts';
export {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  parseAcceptLanguage,
  pickLanguage,
} from './languages.ts';
export { NAMESPACES } from './namespaces.ts';
export { type PageTranslationKey, translatePageText } from './page-texts.ts';
export { resources } from './resources.ts';
export { interpolate, type TranslationVars, translate } from './translate.ts';
