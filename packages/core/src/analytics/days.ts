/** The longest range the analytics route answers, in days (both ends included). */
export const MAX_ANALYTICS_DAYS = 400;
/** Counts older than this many months are removed. */
export const ANALYTICS_RETENTION_MONTHS = 13;

const DAY_MS = 86_400_000;

/** The UTC day of an instant, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD that names a real calendar day, as a UTC midnight; else null. */
export function parseUtcDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || utcDay(date) !== value ? null : date;
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const start = parseUtcDay(from);
  const end = parseUtcDay(to);
  if (!start || !end) return [];
  const days: string[] = [];
  for (let at = start.getTime(); at <= end.getTime(); at += DAY_MS) {
    days.push(utcDay(new Date(at)));
  }
  return days;
}

export type RangeProblem = 'invalid_date' | 'reversed' | 'too_long';

/** Why a requested range cannot be answered, or null when it can. */
export function analyticsRangeProblem(from: string, to: string): RangeProblem | null {
  const start = parseUtcDay(from);
  const end = parseUtcDay(to);
  if (!start || !end) return 'invalid_date';
  if (end < start) return 'reversed';
  if ((end.getTime() - start.getTime()) / DAY_MS + 1 > MAX_ANALYTICS_DAYS) return 'too_long';
  return null;
}

/** The last `count` days up to and including `today`: the range of a 7, 30 or 90 day view. */
export function lastDays(today: Date, count: number): { from: string; to: string } {
  return {
    from: utcDay(new Date(today.getTime() - (count - 1) * DAY_MS)),
    to: utcDay(today),
  };
}

/** The first day still kept: counts of earlier days are removed. */
export function retentionStart(now: Date): string {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - ANALYTICS_RETENTION_MONTHS);
  return utcDay(start);
}
