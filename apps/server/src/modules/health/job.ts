import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { type JobHandler, type JobKind, scheduleJob } from '../../lib/jobs.ts';
import type { OutboundClient } from '../../lib/outbound.ts';
import { type AlertDeps, sendLinkAlerts } from './alerts.ts';
import { checkLink } from './check.ts';
import { type LinkChange, linkChanges } from './link-changes.ts';
import { addressKey, type DirectoryLink, directoryLinksOfProject } from './links.ts';
import { addressStreaks, deleteHealthChecksBefore, insertHealthChecks } from './repository.ts';

export const PODCAST_HEALTH_JOB = 'podcast-health';
/** Checks are kept this long (the chart shows 24 hours, the uptime figure 7 days). */
export const HEALTH_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** While checking is off, the project's job only looks again this rarely. */
const IDLE_RECHECK_MS = 24 * 60 * 60_000;
/** Links of one page checked at the same time; a page has a few dozen at most. */
const PARALLEL_CHECKS = 4;
/**
 * Pages checked at the same time, and the longest one run may take: a few dozen links, four at a
 * time, each given up after 10 s (40 links that never answer take 100 s).
 */
export const HEALTH_LANE: Omit<JobKind, 'run'> = { concurrency: 2, budgetMs: 3 * 60_000 };

const payloadSchema = z.object({ projectId: z.number().int().positive() });

export function healthJobKey(projectId: number): string {
  return `${PODCAST_HEALTH_JOB}:${projectId}`;
}

/**
 * Checking was switched on: the project's one job runs now (an existing job is brought forward,
 * never doubled).
 */
export async function scheduleHealthCheck(db: Database, projectId: number): Promise<void> {
  await scheduleJob(db, {
    kind: PODCAST_HEALTH_JOB,
    payload: { projectId },
    uniqueKey: healthJobKey(projectId),
  });
}

/**
 * At start: every project with checking on has its job. Existing jobs keep their time, so a
 * restart neither skips nor repeats a check.
 */
export async function ensureHealthJobs(db: Database): Promise<void> {
  await db.execute(sql`
    insert into jobs (kind, payload, unique_key, run_at)
    select ${PODCAST_HEALTH_JOB}::text, jsonb_build_object('projectId', id),
      ${`${PODCAST_HEALTH_JOB}:`}::text || id::text, now()
    from projects where is_check_podcast_health
    on conflict (unique_key) do nothing`);
}

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
  signal: AbortSignal | undefined,
) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    // A run over its budget was given up: it checks no more links.
    signal?.throwIfAborted();
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

/**
 * The podcast-health job of one project: every address its directory links point at checked once,
 * the results stored, the owner mailed about links that broke or came back, checks older than 30
 * days dropped, and the next run one interval after this one began. A project whose checking is
 * off keeps a rarely-run job, so switching on again never races a run that drops it.
 */
export function podcastHealthJob(
  deps: AlertDeps & {
    outbound: OutboundClient;
    now: () => Date;
    intervalMs: number;
    /** Told of links that broke or came back (app.ts sends health webhooks). */
    onLinkChanges?: (projectId: number, changes: LinkChange[]) => Promise<void>;
  },
): JobHandler {
  return async (payload, signal) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return undefined;
    const { projectId } = parsed.data;
    const started = deps.now();
    const [project] = await deps.db
      .select({ on: projects.is_check_podcast_health })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!project) return undefined;
    if (!project.on) return { runAgainAt: new Date(started.getTime() + IDLE_RECHECK_MS) };

    const links = await directoryLinksOfProject(deps.db, projectId);
    const before = new Map(
      (await addressStreaks(deps.db, projectId)).map(
        (streak) => [addressKey(streak.url), streak] as const,
      ),
    );
    const results = await inBatches(
      links,
      PARALLEL_CHECKS,
      async (link: DirectoryLink) => ({ link, result: await checkLink(deps.outbound, link) }),
      signal,
    );
    const checkedAt = deps.now();
    await insertHealthChecks(
      deps.db,
      results.map(({ link, result }) => ({
        projectId,
        networkId: link.networkId,
        networkLabel: link.label,
        url: link.url,
        status: result.status,
        latencyMs: result.latencyMs,
        isError: result.isError,
        reason: result.reason,
        createdAt: checkedAt,
      })),
    );
    const changes = linkChanges(before, results);
    await sendLinkAlerts(deps, projectId, changes);
    if (changes.length > 0) await deps.onLinkChanges?.(projectId, changes);
    await deleteHealthChecksBefore(
      deps.db,
      projectId,
      new Date(checkedAt.getTime() - HEALTH_RETENTION_MS),
    );
    return { runAgainAt: new Date(started.getTime() + deps.intervalMs) };
  };
}
