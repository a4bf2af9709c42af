/**
 * Dates of schedules and countdowns are stored as a wall-clock string 'YYYY-MM-DDTHH:mm:00' in
 * an IANA time zone. These convert between that and an instant with Intl alone.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a time zone name Intl knows, like 'Asia/Taipei' or 'UTC'. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a zone, as milliseconds of the same reading in UTC. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** Offset of the zone from UTC at an instant, in milliseconds. */
function offsetMs(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/** Parses 'YYYY-MM-DDTHH:mm[:ss]' into wall-clock milliseconds, seconds forced to 00. */
function parseLocal(local: string): number | null {
  const match = LOCAL.exec(local.trim());
  if (!match) return null;
  const [, year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.map(Number);
  const ms = Date.UTC(year, month - 1, day, hour, minute, 0);
  const back = new Date(ms);
  // Date.UTC quietly rolls 2024-02-30 over to March and 10:75 to 11:15; those are not real times.
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute;
  if (!real) return null;
  return ms;
}

/**
 * The instant a wall-clock time in a zone denotes, or null for a malformed time or unknown zone.
 * A time skipped by a spring-forward change moves forward by the gap (02:30 becomes 03:30); a time
 * that happens twice in the autumn is the first of the two.
 */
export function localToInstant(local: string, timeZone: string): Date | null {
  const wall = parseLocal(local);
  if (wall === null || !isValidTimeZone(timeZone)) return null;
  const before = offsetMs(wall - DAY_MS, timeZone);
  const after = offsetMs(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => wallClockMs(instant, timeZone) === wall,
  );
  const earliest = candidates.length > 0 ? Math.min(...candidates) : wall - before;
  return new Date(earliest);
}

/** A wall-clock string with its seconds set to 00, or null when it is not one. */
export function normaliseLocal(local: string): string | null {
  const wall = parseLocal(local);
  return wall === null ? null : new Date(wall).toISOString().slice(0, 17).concat('00');
}
