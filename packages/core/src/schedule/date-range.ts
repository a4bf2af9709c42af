import { localToInstant, normaliseLocal } from './zoned-time.ts';

/** The error the date picker shows (for 2 s) when a range is refused. */
export const DATE_PICKER_ERROR = 'DATE-PICKER-ERROR';

/** A range as the date picker gives it: wall-clock strings in a named time zone. */
export interface LocalRange {
  from: string;
  to: string;
  timeZone: string;
}

export type RangeCheck =
  | { ok: true; from: Date; to: Date; fromLocal: string; toLocal: string; timeZone: string }
  | { ok: false; error: typeof DATE_PICKER_ERROR };

/**
 * SPEC.md §5 date range: the start must be before the end, compared as instants in the chosen
 * zone; otherwise (or for a date or zone that cannot be read) DATE-PICKER-ERROR.
 */
export function checkDateRange(range: LocalRange): RangeCheck {
  const from = localToInstant(range.from, range.timeZone);
  const to = localToInstant(range.to, range.timeZone);
  const fromLocal = normaliseLocal(range.from);
  const toLocal = normaliseLocal(range.to);
  if (!from || !to || !fromLocal || !toLocal || from.getTime() >= to.getTime()) {
    return { ok: false, error: DATE_PICKER_ERROR };
  }
  return { ok: true, from, to, fromLocal, toLocal, timeZone: range.timeZone };
}

/**
 * The instant a stored date denotes: the wall-clock string read in its zone when both are there,
 * else the stored ISO instant, else null.
 */
export function storedInstant(
  local: string | null,
  timeZone: string | null,
  iso: string | null,
): Date | null {
  if (local && timeZone) {
    const instant = localToInstant(local, timeZone);
    if (instant) return instant;
  }
  if (!iso) return null;
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
