import { cn } from './cn/index.ts';
import type { Dictionary, Namespace } from './dictionary.ts';
import { en } from './en/index.ts';
import type { Language } from './languages.ts';
import { tw } from './tw/index.ts';

/** Every text in every language, shaped for i18next: resources[language][namespace][key]. */
export const resources: Record<Language, Dictionary> = { en, cn, tw };

/** The namespaces of `resources`, for i18next's `ns` option. */
export const NAMESPACES: readonly Namespace[] = [
  'common',
  'auth',
  'dashboard',
  'editor',
  'blocks',
  'quickstart',
  'messages',
  'settings',
  'integrations',
  'page',
  'app',
  'editorExtra',
];
