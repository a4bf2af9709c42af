import type { UptimeStats } from '@podpie/core';
import type { Database } from '../../db/client.ts';
import { directoryLinksOfProject } from './links.ts';
import { healthChecksSince, healthTotalsSince } from './repository.ts';

const HOUR_MS = 60 * 60_000;
export const CHART_WINDOW_MS = 24 * HOUR_MS;
export const UPTIME_WINDOW_MS = 7 * 24 * HOUR_MS;

/** Share of good checks as a percentage with one decimal; null without checks. */
export function uptimePercent(total: number, failed: number): number | null {
  if (total === 0) return null;
  return Math.round(((total - failed) / total) * 1000) / 10;
}

/**
 * The chart of every directory link the page has now, in page order: its last 24 hours of checks
 * (oldest first) and its uptime over 7 days. Links removed from the page drop out.
 */
export async function podcastHealthCharts(
  db: Database,
  projectId: number,
  now: Date,
): Promise<UptimeStats[]> {
  const links = await directoryLinksOfProject(db, projectId);
  if (links.length === 0) return [];
  const [checks, totals] = await Promise.all([
    healthChecksSince(db, projectId, new Date(now.getTime() - CHART_WINDOW_MS)),
    healthTotalsSince(db, projectId, new Date(now.getTime() - UPTIME_WINDOW_MS)),
  ]);
  return links.map((link) => {
    const week = totals.get(link.networkId);
    return {
      network_id: link.networkId,
      network_label: link.label,
      uptime_7d: uptimePercent(week?.total ?? 0, week?.failed ?? 0),
      data: checks
        .filter((check) => check.networkId === link.networkId)
        .map((check) => ({
          is_error: check.isError,
          created_at: check.createdAt.toISOString(),
          status: check.status,
          latency_ms: check.latencyMs,
        })),
    };
  });
}
