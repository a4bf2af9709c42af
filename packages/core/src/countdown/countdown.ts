import type { Pie } from '../pie/schema.ts';
import { checkDateRange, type LocalRange, storedInstant } from '../schedule/date-range.ts';
import type { ScheduleUpdate } from '../schedule/schedule.ts';

type CountdownFields = Pick<
  Pie,
  | 'countdown_from_date'
  | 'countdown_to_date'
  | 'countdown_from_date_str'
  | 'countdown_to_date_str'
  | 'countdown_time_zone'
>;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * A countdown at one instant: EXPIRED when either date is missing, STOPPED (all zero) once the
 * end is reached, RUNNING otherwise.
 */
export type CountdownState =
  | { status: 'EXPIRED' }
  | ({ status: 'STOPPED' } & CountdownParts)
  | ({ status: 'RUNNING' } & CountdownParts);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The instants a countdown starts and ends, read in its own time zone. */
export function countdownWindow(pie: CountdownFields): { from: Date | null; to: Date | null } {
  return {
    from: storedInstant(
      pie.countdown_from_date_str,
      pie.countdown_time_zone,
      pie.countdown_from_date,
    ),
    to: storedInstant(pie.countdown_to_date_str, pie.countdown_time_zone, pie.countdown_to_date),
  };
}

/** Days, hours, minutes and whole seconds from `now` to `to`; all zero once it is reached. */
export function timeLeft(to: Date, now: Date): CountdownParts {
  const left = to.getTime() - now.getTime();
  if (left <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0 };
  // A partial second still shows: 1.4 s left reads 1 SEC until the last second is over.
  const whole = Math.ceil(left / SECOND) * SECOND;
  return {
    days: Math.floor(whole / DAY),
    hours: Math.floor((whole % DAY) / HOUR),
    minutes: Math.floor((whole % HOUR) / MINUTE),
    seconds: Math.floor((whole % MINUTE) / SECOND),
  };
}

/** Days, hours, minutes and whole seconds left from now to the end of the countdown. */
export function countdownAt(pie: CountdownFields, now: Date): CountdownState {
  const { from, to } = countdownWindow(pie);
  if (!from || !to) return { status: 'EXPIRED' };
  const parts = timeLeft(to, now);
  return { status: to.getTime() <= now.getTime() ? 'STOPPED' : 'RUNNING', ...parts };
}

/** Sets the countdown range; a start not before the end gives DATE-PICKER-ERROR, no change. */
export function setCountdownRange<T extends CountdownFields>(
  pie: T,
  range: LocalRange,
): ScheduleUpdate<T> {
  const check = checkDateRange(range);
  if (!check.ok) return { ok: false, error: check.error, pie };
  return {
    ok: true,
    pie: {
      ...pie,
      countdown_from_date: check.from.toISOString(),
      countdown_to_date: check.to.toISOString(),
      countdown_from_date_str: check.fromLocal,
      countdown_to_date_str: check.toLocal,
      countdown_time_zone: check.timeZone,
    },
  };
}
