import { COUNTDOWN_TICK_MS, type Pie } from '@podpie/core';
import { useEffect, useState } from 'react';

/** Often enough for schedules to change state while the owner watches. */
const SLOW_TICK_MS = 30_000;

/** The moment the preview is drawn for: every second while a countdown is on the page. */
export function usePreviewClock(pies: readonly Pie[]): Date {
  const [now, setNow] = useState(() => new Date());
  const hasCountdown = pies.some((pie) => pie.main_type === 'COUNT-DOWN');
  useEffect(() => {
    const timer = setInterval(
      () => setNow(new Date()),
      hasCountdown ? COUNTDOWN_TICK_MS : SLOW_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [hasCountdown]);
  return now;
}
