import type { en } from './en/index.ts';

/**
 * The shape every language fills, derived from the English texts: a key added to en and missing
 * from cn or tw (or a key only they have) fails to compile.
 */
export type Dictionary = typeof en;
export type Namespace = keyof Dictionary;

type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

/** i18next-style key 'namespace:nested.key', e.g. 'messages:loginFailed.title'. */
export type TranslationKey = { [N in Namespace]: `${N}:${KeysOf<Dictionary[N]>}` }[Namespace];
