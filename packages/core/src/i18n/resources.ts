import { cn } from './cn/index.ts';
import type { Dictionary } from './dictionary.ts';
import { en } from './en/index.ts';
import type { Language } from './languages.ts';
import { tw } from './tw/index.ts';

/** Every text in every language, shaped for i18next: resources[language][namespace][key]. */
export const resources: Record<Language, Dictionary> = { en, cn, tw };
