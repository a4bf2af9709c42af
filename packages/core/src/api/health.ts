import { z } from 'zod';

/**
 * Why a check of a directory link failed: the directory has no such page (404, 410 or its own
 * "not found" page), no answer in time, the name does not resolve, the directory refused us
 * (connection refused, 401, 403, 429), the directory's server failed (5xx), or anything else.
 */
export const HEALTH_FAILURE_REASONS = [
  'not_found',
  'timeout',
  'dns',
  'refused',
  'server_error',
  'other',
] as const;
export const healthFailureReasonSchema = z.enum(HEALTH_FAILURE_REASONS);
export type HealthFailureReason = z.output<typeof healthFailureReasonSchema>;

/** One check of one podcast-directory link. */
export const healthCheckPointSchema = z.object({
  is_error: z.boolean(),
  /** Null for a good check (and for failed checks stored before reasons were kept). */
  reason: healthFailureReasonSchema.nullable(),
  created_at: z.string(),
  /** The HTTP status of the last answer; null when none came (timeout, network error). */
  status: z.number().int().nullable(),
  latency_ms: z.number().int().nonnegative(),
});
export type HealthCheckPoint = z.output<typeof healthCheckPointSchema>;

/** SPEC.md §3 "Uptime stats per network", with the last 24 hours of checks, oldest first. */
export const uptimeStatsSchema = z.object({
  /** The first block (in page order) that links to this address. */
  network_id: z.number().int(),
  network_label: z.string(),
  /** The address checked; blocks that link to the same address share one row. */
  url: z.string(),
  /** When the current run of failed checks began (it may be older than the chart); null while up. */
  down_since: z.string().nullable(),
  /** Share of good checks over the last 7 days, 0 to 100 (one decimal); null before any check. */
  uptime_7d: z.number().min(0).max(100).nullable(),
  data: z.array(healthCheckPointSchema),
});
export type UptimeStats = z.output<typeof uptimeStatsSchema>;

/** GET /v1/projects/{id}/get_podcast_health_charts. */
export const podcastHealthChartsAnswerSchema = z.object({ data: z.array(uptimeStatsSchema) });

/** How many failed checks in a row make a link worth a warning on the dashboard card. */
export const FAILING_STREAK = 3;

/** True when the newest `FAILING_STREAK` checks of a network all failed. */
export function isFailing(points: readonly Pick<HealthCheckPoint, 'is_error'>[]): boolean {
  if (points.length < FAILING_STREAK) return false;
  return points.slice(-FAILING_STREAK).every((point) => point.is_error);
}

/** What the chart covers: the hours from its oldest check to now, or under an hour its checks. */
export type ChartPeriod = { kind: 'hours'; hours: number } | { kind: 'checks'; count: number };

const HOUR_MS = 60 * 60_000;

/**
 * The period the bars really show, from the oldest check on the chart to `now`, so a monitor
 * switched on an hour ago does not claim a day; null before the first check.
 */
export function chartPeriod(
  networks: readonly Pick<UptimeStats, 'data'>[],
  now: Date,
  maxHours = 24,
): ChartPeriod | null {
  const times = networks.flatMap((network) =>
    network.data.map((point) => Date.parse(point.created_at)),
  );
  if (times.length === 0) return null;
  const spanMs = now.getTime() - Math.min(...times);
  if (spanMs < HOUR_MS) {
    return { kind: 'checks', count: Math.max(...networks.map((n) => n.data.length)) };
  }
  return { kind: 'hours', hours: Math.min(maxHours, Math.ceil(spanMs / HOUR_MS)) };
}
