import { type MessageAnswer, type TranslationKey, translate } from '@podpie/core';

/** A done message worded in the dictionaries: English for programs, the key for the app. */
export function keyedMessage(key: TranslationKey): MessageAnswer {
  return { message: translate('en', key), key };
}
