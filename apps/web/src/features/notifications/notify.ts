import { createNotifier, type Notice } from './notifier.ts';

/** The app's one notifier; NotificationHost draws what it holds. */
export const notifier = createNotifier();

/** Raises a toast or modal with SPEC.md §4 timing; every screen goes through this. */
export function notify(notice: Notice): void {
  notifier.notify(notice);
}
