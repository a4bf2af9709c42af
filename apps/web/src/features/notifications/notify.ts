import { errorAnswerSchema, errorCodeKey } from '@podpie/core';
import { ApiError } from '../../api/client.ts';
import { createNotifier, type Notice, type NoticeText } from './notifier.ts';

/** The app's one notifier; NotificationHost draws what it holds. */
export const notifier = createNotifier();

/** Raises a toast or modal with SPEC.md §4 timing; every screen goes through this. */
export function notify(notice: Notice): void {
  notifier.notify(notice);
}

/**
 * What a failed call tells the reader, in their language: a refused field's own message, the
 * app's wording of the answer's code, else the server's first message, else the fallback.
 */
export function serverMessage(error: unknown, fallback: NoticeText): NoticeText {
  if (!(error instanceof ApiError)) return fallback;
  const answer = errorAnswerSchema.safeParse(error.body);
  const issue = answer.success ? answer.data.issues?.[0] : undefined;
  // The host translates a keyed text (translateIssue), so it is passed on as text.
  if (issue) return { text: issue.key ?? issue.message };
  const key = errorCodeKey(error.code);
  if (key) return { key };
  if (error.errors[0]) return { text: error.errors[0] };
  return fallback;
}
