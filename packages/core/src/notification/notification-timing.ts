// The rules a shown notice follows, apart from the zod schema in notification.ts: the browser's
// notifier needs these on its first screen, the schema never.

import type { Notification } from './notification.ts';

/** Milliseconds until the notification resets itself (4.5 s by default), or null when it stays. */
export function autoResetAfterMs(notification: Pick<Notification, 'autoReset' | 'duration'>) {
  return notification.autoReset ? notification.duration : null;
}

/** Where the app goes after the notification, or null to stay. */
export function redirectTarget(notification: Pick<Notification, 'redirect' | 'target'>) {
  return notification.redirect && notification.target ? notification.target : null;
}
