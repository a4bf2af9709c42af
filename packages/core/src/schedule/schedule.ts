import type { Pie } from '../pie/schema.ts';
import { checkDateRange, type LocalRange, type RangeCheck, storedInstant } from './date-range.ts';

type ScheduleFields = Pick<
  Pie,
  | 'schedule_from_date'
  | 'schedule_to_date'
  | 'schedule_from_date_str'
  | 'schedule_to_date_str'
  | 'schedule_time_zone'
>;

const NO_SCHEDULE: ScheduleFields = {
  schedule_from_date: null,
  schedule_to_date: null,
  schedule_from_date_str: null,
  schedule_to_date_str: null,
  schedule_time_zone: null,
};

/** True when the SCHEDULE option is on, i.e. some schedule field is set. */
export function isScheduled(pie: ScheduleFields): boolean {
  return [
    pie.schedule_from_date,
    pie.schedule_to_date,
    pie.schedule_from_date_str,
    pie.schedule_to_date_str,
    pie.schedule_time_zone,
  ].some((value) => value !== null);
}

/** Toggling SCHEDULE off clears every schedule field; toggling it on changes nothing yet. */
export function toggleSchedule<T extends ScheduleFields>(pie: T, on: boolean): T {
  return on ? pie : { ...pie, ...NO_SCHEDULE };
}

export type ScheduleUpdate<T> = { ok: true; pie: T } | { ok: false; error: string; pie: T };

/**
 * Sets the schedule from the date picker. The start must be before the end; otherwise the
 * answer carries DATE-PICKER-ERROR and the block is returned unchanged.
 */
export function setScheduleRange<T extends ScheduleFields>(
  pie: T,
  range: LocalRange,
): ScheduleUpdate<T> {
  const check: RangeCheck = checkDateRange(range);
  if (!check.ok) return { ok: false, error: check.error, pie };
  return {
    ok: true,
    pie: {
      ...pie,
      schedule_from_date: check.from.toISOString(),
      schedule_to_date: check.to.toISOString(),
      schedule_from_date_str: check.fromLocal,
      schedule_to_date_str: check.toLocal,
      schedule_time_zone: check.timeZone,
    },
  };
}

/** The instants a schedule starts and ends, read in the block's own time zone. */
export function scheduleWindow(pie: ScheduleFields): { from: Date | null; to: Date | null } {
  return {
    from: storedInstant(pie.schedule_from_date_str, pie.schedule_time_zone, pie.schedule_from_date),
    to: storedInstant(pie.schedule_to_date_str, pie.schedule_time_zone, pie.schedule_to_date),
  };
}

/** A scheduled block whose start lies in the future: the editor dims it and shows a badge. */
export function startsInFuture(pie: ScheduleFields, now: Date): boolean {
  const { from } = scheduleWindow(pie);
  return from !== null && from.getTime() > now.getTime();
}

/**
 * Whether the public page shows the block at `now`: never when hidden; when scheduled, only from
 * its start (inclusive) to its end (exclusive). A missing bound leaves that side open.
 */
export function isVisibleAt(pie: ScheduleFields & Pick<Pie, 'is_hidden'>, now: Date): boolean {
  if (pie.is_hidden) return false;
  const { from, to } = scheduleWindow(pie);
  const time = now.getTime();
  if (from && time < from.getTime()) return false;
  if (to && time >= to.getTime()) return false;
  return true;
}

/** The next instant after `now` at which the block appears or disappears, for page caching. */
export function nextVisibilityChangeAt(
  pie: ScheduleFields & Pick<Pie, 'is_hidden'>,
  now: Date,
): Date | null {
  if (pie.is_hidden) return null;
  const { from, to } = scheduleWindow(pie);
  const upcoming = [from, to]
    .filter((instant): instant is Date => instant !== null && instant.getTime() > now.getTime())
    .map((instant) => instant.getTime());
  return upcoming.length > 0 ? new Date(Math.min(...upcoming)) : null;
}
