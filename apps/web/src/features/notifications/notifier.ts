import {
  autoResetAfterMs,
  NOTICE_DELAY_MS,
  NOTIFICATION_DURATION_MS,
  type NotificationInput,
  redirectTarget,
  type TranslationVars,
} from '@podpie/core';

/** Text of a notice: a translation key (with its variables), or text the server already wrote. */
export type NoticeText = { key: string; values?: TranslationVars } | { text: string };

/**
 * SPEC.md §3 Notification as the app raises it: the core fields (category, type, autoReset,
 * duration, redirect and target), with texts the display translates into the chosen language.
 */
export type Notice = Omit<NotificationInput, 'message' | 'description'> & {
  message: NoticeText;
  description?: NoticeText;
};

/** Where the app goes once the notice is raised, or null to stay. */
export function noticeTarget(notice: Notice): string | null {
  return redirectTarget({ redirect: notice.redirect ?? false, target: notice.target ?? null });
}

export type NoticeDisplay = {
  /** Draws the notice; `key` identifies it so a later notice replaces it in place. */
  show(notice: Notice, key: string): void;
  hide(key: string): void;
};

export type Notifier = {
  notify(notice: Notice): void;
  reset(): void;
  current(): Notice | null;
  subscribe(listener: () => void): () => void;
  /** Connects the screen that draws notices; until then they wait in `current`. */
  attach(display: NoticeDisplay | null): void;
};

type Timers = {
  setTimeout: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (handle: ReturnType<typeof setTimeout>) => void;
};

/**
 * SPEC.md §4/§9 notification timing: a notice appears NOTICE_DELAY_MS after it is set and resets
 * NOTIFICATION_DURATION_MS after it appears unless auto reset is off. A new notice replaces the
 * one before it.
 */
export function createNotifier(timers: Timers = globalThis): Notifier {
  let current: Notice | null = null;
  let display: NoticeDisplay | null = null;
  let shown: string | null = null;
  let showTimer: ReturnType<typeof setTimeout> | null = null;
  let resetTimer: ReturnType<typeof setTimeout> | null = null;
  let sequence = 0;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const stopTimers = () => {
    if (showTimer !== null) timers.clearTimeout(showTimer);
    if (resetTimer !== null) timers.clearTimeout(resetTimer);
    showTimer = null;
    resetTimer = null;
  };
  const hideShown = () => {
    if (shown !== null) display?.hide(shown);
    shown = null;
  };

  function reset() {
    stopTimers();
    hideShown();
    current = null;
    emit();
  }

  function show(notice: Notice) {
    showTimer = null;
    if (!display) return;
    sequence += 1;
    const key = `notice-${sequence}`;
    hideShown();
    display.show(notice, key);
    shown = key;
    const resetAfter = autoResetAfterMs({
      autoReset: notice.autoReset ?? true,
      duration: notice.duration ?? NOTIFICATION_DURATION_MS,
    });
    if (resetAfter !== null) resetTimer = timers.setTimeout(reset, resetAfter);
  }

  return {
    notify(notice) {
      stopTimers();
      current = notice;
      emit();
      showTimer = timers.setTimeout(() => show(notice), NOTICE_DELAY_MS);
    },
    reset,
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(next) {
      display = next;
      // A notice set before the screen was ready is drawn now that it is.
      if (next && current && shown === null && showTimer === null) show(current);
    },
  };
}
