import { z } from 'zod';

/** One check of one podcast-directory link. */
export const healthCheckPointSchema = z.object({
  is_error: z.boolean(),
  created_at: z.string(),
  /** The HTTP status of the last answer; null when none came (timeout, network error). */
  status: z.number().int().nullable(),
  latency_ms: z.number().int().nonnegative(),
});
export type HealthCheckPoint = z.output<typeof healthCheckPointSchema>;

/** SPEC.md §3 "Uptime stats per network", with the last 24 hours of checks, oldest first. */
export const uptimeStatsSchema = z.object({
  network_id: z.number().int(),
  network_label: z.string(),
  /** Share of good checks over the last 7 days, 0 to 100 (one decimal); null before any check. */
  uptime_7d: z.number().min(0).max(100).nullable(),
  data: z.array(healthCheckPointSchema),
});
export type UptimeStats = z.output<typeof uptimeStatsSchema>;

/** GET /v1/projects/{id}/get_podcast_health_charts. */
export const podcastHealthChartsAnswerSchema = z.object({ data: z.array(uptimeStatsSchema) });
export type PodcastHealthChartsAnswer = z.output<typeof podcastHealthChartsAnswerSchema>;

/** How many failed checks in a row make a link worth a warning on the dashboard card. */
export const FAILING_STREAK = 3;

/** True when the newest `FAILING_STREAK` checks of a network all failed. */
export function isFailing(points: readonly Pick<HealthCheckPoint, 'is_error'>[]): boolean {
  if (points.length < FAILING_STREAK) return false;
  return points.slice(-FAILING_STREAK).every((point) => point.is_error);
}
