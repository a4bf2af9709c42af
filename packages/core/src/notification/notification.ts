import { z } from 'zod';
import { NOTIFICATION_DURATION_MS } from '../constants.ts';

export const NOTIFICATION_CATEGORIES = ['Notification', 'Modal'] as const;
export const NOTIFICATION_TYPES = ['open', 'success', 'error', 'info'] as const;

/** SPEC.md §3 Notification: a toast (Notification) or a dialog (Modal). */
export const notificationSchema = z.object({
  /** HTTP status of the call that raised it, when one did. */
  status: z.number().int().nullable().default(null),
  message: z.string(),
  description: z.string().default(''),
  category: z.enum(NOTIFICATION_CATEGORIES).default('Notification'),
  type: z.enum(NOTIFICATION_TYPES).default('info'),
  /** When true the app goes to `target` once the notification is raised. */
  redirect: z.boolean().default(false),
  target: z.string().nullable().default(null),
  autoReset: z.boolean().default(true),
  duration: z.number().int().positive().default(NOTIFICATION_DURATION_MS),
});
export type Notification = z.output<typeof notificationSchema>;
export type NotificationInput = z.input<typeof notificationSchema>;
