import type { ChartPeriod, HealthFailureReason, UptimeStats } from '@podpie/core';
import type { TFunction } from 'i18next';
import '../../shared/texts/dashboard.ts';

type Point = UptimeStats['data'][number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Why a check failed, with the HTTP status when the directory sent an error status (a "not found"
 * page sent with 200 says only "Not found").
 */
export function reasonLabel(t: TFunction, point: Pick<Point, 'reason' | 'status'>): string {
  const reason: HealthFailureReason = point.reason ?? 'other';
  const words = t(`dashboard:uptime.reason.${reason}`);
  if (point.status === null || point.status < 400) return words;
  return t('dashboard:uptime.reasonStatus', { reason: words, status: point.status });
}

/** "3 hours ago": whole minutes under an hour, whole hours under a day, then days. */
export function agoLabel(t: TFunction, since: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - since.getTime());
  if (elapsed < MINUTE_MS) return t('dashboard:uptime.since.moments');
  const [unit, size] =
    elapsed < HOUR_MS
      ? (['minute', MINUTE_MS] as const)
      : elapsed < DAY_MS
        ? (['hour', HOUR_MS] as const)
        : (['day', DAY_MS] as const);
  const count = Math.floor(elapsed / size);
  return count === 1
    ? t(`dashboard:uptime.since.${unit}`)
    : t(`dashboard:uptime.since.${unit}s`, { count });
}

/** "Last 5 hours" or, within the first hour, "Last 3 checks". */
export function periodLabel(t: TFunction, period: ChartPeriod): string {
  if (period.kind === 'hours') {
    return period.hours === 1
      ? t('dashboard:uptime.period.hour')
      : t('dashboard:uptime.period.hours', { count: period.hours });
  }
  return period.count === 1
    ? t('dashboard:uptime.period.check')
    : t('dashboard:uptime.period.checks', { count: period.count });
}
