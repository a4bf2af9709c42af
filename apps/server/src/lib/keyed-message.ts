import { type MessageAnswer, type TranslationKey, translate } from '@podpie/core';

/**
 * A done message worded in the dictionaries: English for programs, the key for the app (which
 * fills any `vars` from what it knows itself).
 */
export function keyedMessage(key: TranslationKey, vars?: Record<string, string>): MessageAnswer {
  return { message: translate('en', key, vars), key };
}
