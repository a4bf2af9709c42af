import type { MessageAnswer } from '@podpie/core';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';
import { translateIssue } from '../../shared/zod-rule.ts';

/** A server text in the interface language when it is one of our keys, else as written. */
function wordedBy(t: TFunction, key: string | undefined, text: string): string {
  if (!key) return text;
  // translateIssue answers a key it has no text for as it is: then the server's words are better.
  const worded = translateIssue(t, key);
  return worded === key ? text : worded;
}

/** A mailing service's done message in the interface language. */
export function mailingMessage(t: TFunction, answer: MessageAnswer): string {
  return wordedBy(t, answer.key, answer.message);
}

/** The main message of a failed call, translated, or null when it sent none. */
export function mailingError(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const text = error.errors[0];
  return text === undefined ? null : wordedBy(t, error.key, text);
}
