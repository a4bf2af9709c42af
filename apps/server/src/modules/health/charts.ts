import type { UptimeStats } from '@podpie/core';
import type { Database } from '../../db/client.ts';
import { addressKey, directoryLinksOfProject } from './links.ts';
import { addressStreaks, healthChecksSince, healthTotalsSince } from './repository.ts';

const HOUR_MS = 60 * 60_000;
export const CHART_WINDOW_MS = 24 * HOUR_MS;
export const UPTIME_WINDOW_MS = 7 * 24 * HOUR_MS;

/** Share of good checks as a percentage with one decimal; null without checks. */
export function uptimePercent(total: number, failed: number): number | null {
  if (total === 0) return null;
  return Math.round(((total - failed) / total) * 1000) / 10;
}

/**
 * The chart of every address the page's directory links point at now, once each, in page order:
 * its last 24 hours of checks (oldest first), its uptime over 7 days and since when it has been
 * failing. History follows the address, so a block deleted and added again keeps its bars; links
 * removed from the page drop out.
 */
export async function podcastHealthCharts(
  db: Database,
  projectId: number,
  now: Date,
): Promise<UptimeStats[]> {
  const links = await directoryLinksOfProject(db, projectId);
  if (links.length === 0) return [];
  const [checks, totals, streaks] = await Promise.all([
    healthChecksSince(db, projectId, new Date(now.getTime() - CHART_WINDOW_MS)),
    healthTotalsSince(db, projectId, new Date(now.getTime() - UPTIME_WINDOW_MS)),
    addressStreaks(db, projectId),
  ]);
  const weekOf = new Map<string, { total: number; failed: number }>();
  for (const row of totals) {
    const key = addressKey(row.url);
    const sum = weekOf.get(key) ?? { total: 0, failed: 0 };
    weekOf.set(key, { total: sum.total + row.total, failed: sum.failed + row.failed });
  }
  const downSinceOf = new Map(
    streaks.map((streak) => [addressKey(streak.url), streak.downSince] as const),
  );
  return links.map((link) => {
    const week = weekOf.get(link.url);
    return {
      network_id: link.networkId,
      network_label: link.label,
      url: link.url,
      uptime_7d: uptimePercent(week?.total ?? 0, week?.failed ?? 0),
      down_since: downSinceOf.get(link.url)?.toISOString() ?? null,
      data: checks
        .filter((check) => addressKey(check.url) === link.url)
        .map((check) => ({
          is_error: check.isError,
          reason: check.isError ? (check.reason ?? null) : null,
          created_at: check.createdAt.toISOString(),
          status: check.status,
          latency_ms: check.latencyMs,
        })),
    };
  });
}
