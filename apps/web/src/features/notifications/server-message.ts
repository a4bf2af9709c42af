import { errorAnswerSchema, errorCodeKey, readKeyShape } from '@podpie/core';
import { ApiError } from '../../api/client.ts';
import type { NoticeText } from './notifier.ts';

// Apart from notify.ts: reading an error answer takes its zod schema, which the sign-in screen
// loads only once a call has failed.
/**
 * What a failed call tells the reader, in their language: a refused field's own message, the
 * answer's keyed message, the app's wording of the answer's code, else the server's first
 * message, else the fallback.
 */
export function serverMessage(error: unknown, fallback: NoticeText): NoticeText {
  if (!(error instanceof ApiError)) return fallback;
  const answer = errorAnswerSchema.safeParse(error.body);
  const issue = answer.success ? answer.data.issues?.[0] : undefined;
  // The host translates a keyed text (translateIssue), so it is passed on as text.
  if (issue) return { text: issue.key ?? issue.message };
  if (error.key && readKeyShape(error.key)) return { text: error.key };
  const key = errorCodeKey(error.code);
  if (key) return { key };
  if (error.errors[0]) return { text: error.errors[0] };
  return fallback;
}
