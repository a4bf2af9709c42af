import { COUNTDOWN_TICK_MS, type Pie, timeLeft } from '@podpie/core';
import { useEffect, useState } from 'react';

/** Often enough for schedules to change state while the owner watches. */
const SLOW_TICK_MS = 30_000;

// The preview's countdown boxes, as @podpie/page draws them for the published page's own script:
// [data-pp-end] holds the end instant, its [data-pp-part] boxes the days, hours, minutes, seconds.
const PREVIEW_COUNTDOWNS = '.pp-editor [data-pp-end]';
const PART = '[data-pp-part]';

const two = (value: number) => String(value).padStart(2, '0');

/** The days, hours, minutes and seconds left until `end` at `nowMs`, as the page shows them. */
export function countdownParts(end: string, nowMs: number): string[] {
  const left = timeLeft(new Date(end), new Date(nowMs));
  return [left.days, left.hours, left.minutes, left.seconds].map(two);
}

/**
 * Writes the seconds into the preview's countdowns in place; answers whether one has reached zero
 * (the page then draws it as expired, which only a render can do).
 */
function tickCountdowns(nowMs: number): boolean {
  let ended = false;
  for (const countdown of document.querySelectorAll<HTMLElement>(PREVIEW_COUNTDOWNS)) {
    const end = countdown.dataset.ppEnd;
    if (!end) continue;
    if (Date.parse(end) <= nowMs) ended = true;
    const parts = countdownParts(end, nowMs);
    countdown.querySelectorAll(PART).forEach((box, index) => {
      const text = parts[index] ?? '00';
      if (box.textContent !== text) box.textContent = text;
    });
  }
  return ended;
}

/**
 * The moment the preview is drawn for. It moves every half minute (schedules), and when a
 * countdown reaches zero. In between, a countdown's boxes tick every second in place, as on the
 * published page: drawing the whole editor again every second (its page, header and menus) was a
 * long task a second on a phone.
 */
export function usePreviewClock(pies: readonly Pie[]): Date {
  const [now, setNow] = useState(() => new Date());
  const hasCountdown = pies.some((pie) => pie.main_type === 'COUNT-DOWN');
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), SLOW_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (!hasCountdown) return;
    const timer = setInterval(() => {
      const nowMs = Date.now();
      if (tickCountdowns(nowMs)) setNow(new Date(nowMs));
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [hasCountdown]);
  return now;
}
