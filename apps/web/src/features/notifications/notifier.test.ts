// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotifier, type Notice, type NoticeDisplay, noticeTarget } from './notifier.ts';

const copied: Notice = { type: 'success', message: { key: 'messages:copied' } };
const updating: Notice = {
  type: 'info',
  message: { key: 'messages:projectUpdating.title' },
  autoReset: false,
};

function recordingDisplay() {
  const visible = new Map<string, Notice>();
  const display: NoticeDisplay = {
    show: (notice, key) => visible.set(key, notice),
    hide: (key) => visible.delete(key),
  };
  return { display, visible: () => [...visible.values()] };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notification timing', () => {
  it('shows a notice half a second after it is set', () => {
    const notifier = createNotifier();
    const screen = recordingDisplay();
    notifier.attach(screen.display);
    notifier.notify(copied);
    expect(notifier.current()).toBe(copied);
    vi.advanceTimersByTime(499);
    expect(screen.visible()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(screen.visible()).toEqual([copied]);
  });

  it('resets itself 4.5 seconds after it appears', () => {
    const notifier = createNotifier();
    const screen = recordingDisplay();
    notifier.attach(screen.display);
    notifier.notify(copied);
    vi.advanceTimersByTime(500 + 4499);
    expect(screen.visible()).toEqual([copied]);
    expect(notifier.current()).toBe(copied);
    vi.advanceTimersByTime(1);
    expect(screen.visible()).toEqual([]);
    expect(notifier.current()).toBeNull();
  });

  it('keeps a notice whose auto reset is off until it is replaced', () => {
    const notifier = createNotifier();
    const screen = recordingDisplay();
    notifier.attach(screen.display);
    notifier.notify(updating);
    vi.advanceTimersByTime(60_000);
    expect(screen.visible()).toEqual([updating]);
    notifier.notify(copied);
    vi.advanceTimersByTime(500);
    expect(screen.visible()).toEqual([copied]);
  });

  it('honours a duration of its own', () => {
    const notifier = createNotifier();
    const screen = recordingDisplay();
    notifier.attach(screen.display);
    notifier.notify({ ...copied, duration: 1000 });
    vi.advanceTimersByTime(1499);
    expect(screen.visible()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(screen.visible()).toEqual([]);
  });

  it('draws only the latest of notices set in quick succession', () => {
    const notifier = createNotifier();
    const screen = recordingDisplay();
    notifier.attach(screen.display);
    notifier.notify(updating);
    vi.advanceTimersByTime(200);
    notifier.notify(copied);
    vi.advanceTimersByTime(500);
    expect(screen.visible()).toEqual([copied]);
  });

  it('tells subscribers when a notice is set and when it resets', () => {
    const notifier = createNotifier();
    const seen: Array<Notice | null> = [];
    notifier.subscribe(() => seen.push(notifier.current()));
    notifier.notify(copied);
    notifier.reset();
    expect(seen).toEqual([copied, null]);
  });

  it('draws a waiting notice as soon as a screen attaches', () => {
    const notifier = createNotifier();
    notifier.notify(copied);
    vi.advanceTimersByTime(500);
    const screen = recordingDisplay();
    notifier.attach(screen.display);
    expect(screen.visible()).toEqual([copied]);
  });

  it('sends the owner on only when redirect is set with a target', () => {
    expect(noticeTarget({ ...copied, redirect: true, target: '/dashboard' })).toBe('/dashboard');
    expect(noticeTarget({ ...copied, target: '/dashboard' })).toBeNull();
    expect(noticeTarget(copied)).toBeNull();
  });
});
