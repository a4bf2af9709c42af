import { ApiError } from '../../api/client.ts';
import { createNotifier, type Notice, type NoticeText } from './notifier.ts';

/** The app's one notifier; NotificationHost draws what it holds. */
export const notifier = createNotifier();

/** Raises a toast or modal with SPEC.md §4 timing; every screen goes through this. */
export function notify(notice: Notice): void {
  notifier.notify(notice);
}

/** The server's first message of a failed call, or the given fallback when it sent none. */
export function serverMessage(error: unknown, fallback: NoticeText): NoticeText {
  if (error instanceof ApiError && error.errors[0]) return { text: error.errors[0] };
  return fallback;
}
