import { describe, expect, it } from 'vitest';
import { type NotificationInput, notificationSchema } from './notification.ts';
import { autoResetAfterMs, redirectTarget } from './notification-timing.ts';

const makeNotification = (input: NotificationInput) => notificationSchema.parse(input);

describe('notifications', () => {
  it('a notification is a toast of type info that resets after 4.5 s unless told otherwise', () => {
    const notice = makeNotification({ message: 'Copied' });
    expect(notice).toMatchObject({
      category: 'Notification',
      type: 'info',
      autoReset: true,
      duration: 4500,
      description: '',
    });
    expect(autoResetAfterMs(notice)).toBe(4500);
  });

  it('auto reset can be disabled, as for the Upadting... notice', () => {
    const notice = makeNotification({
      message: 'Upadting...',
      description: 'We are updating the project data, please wait.',
      autoReset: false,
    });
    expect(autoResetAfterMs(notice)).toBeNull();
  });

  it('a custom duration is kept', () => {
    expect(autoResetAfterMs(makeNotification({ message: 'x', duration: 2000 }))).toBe(2000);
  });

  it('redirects only when asked and a target is given', () => {
    expect(
      redirectTarget(
        makeNotification({ message: 'Project not found', redirect: true, target: '/dashboard' }),
      ),
    ).toBe('/dashboard');
    expect(redirectTarget(makeNotification({ message: 'x', target: '/dashboard' }))).toBeNull();
    expect(redirectTarget(makeNotification({ message: 'x', redirect: true }))).toBeNull();
  });

  it('only the four types and two categories exist', () => {
    expect(notificationSchema.safeParse({ message: 'x', type: 'warning' }).success).toBe(false);
    expect(notificationSchema.safeParse({ message: 'x', category: 'Modal' }).success).toBe(true);
  });
});
