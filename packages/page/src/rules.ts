import {
  countdownAt,
  countdownWindow,
  isVisibleAt,
  nextVisibilityChangeAt,
  type Pie,
  startsInFuture,
} from '@podpie/core';
import type { BlockStatus } from './context.ts';

/** Why a block is or is not on the public page at `now` (core's schedule rule, in its zone). */
export function statusAt(pie: Pie, now: Date): BlockStatus {
  if (pie.is_hidden) return 'hidden';
  if (isVisibleAt(pie, now)) return 'visible';
  return startsInFuture(pie, now) ? 'scheduled' : 'ended';
}

export interface CountdownView {
  expired: boolean;
  /** The end instant (ISO) the page script counts down to. */
  end: string | undefined;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Core's countdown at `now`, with the end instant the page script keeps ticking towards. */
export function countdownView(pie: Pie, now: Date): CountdownView {
  const state = countdownAt(pie, now);
  if (state.status === 'EXPIRED') {
    return { expired: true, end: undefined, days: 0, hours: 0, minutes: 0, seconds: 0 };
  }
  const { to } = countdownWindow(pie);
  return {
    expired: false,
    end: to?.toISOString(),
    days: state.days,
    hours: state.hours,
    minutes: state.minutes,
    seconds: state.seconds,
  };
}

/**
 * The next instant the public page looks different without anyone editing it: a block entering
 * or leaving its schedule, or a countdown reaching zero. Null when nothing is pending. The server
 * keeps a rendered page until then.
 */
export function nextPageChangeAt(pies: readonly Pie[], now: Date): Date | null {
  const times: number[] = [];
  for (const pie of pies) {
    const visibility = nextVisibilityChangeAt(pie, now);
    if (visibility) times.push(visibility.getTime());
    if (pie.main_type === 'COUNT-DOWN') {
      const { from, to } = countdownWindow(pie);
      if (from && to && to.getTime() > now.getTime()) times.push(to.getTime());
    }
  }
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}
