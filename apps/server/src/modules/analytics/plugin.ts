import {
  analyticsQuerySchema,
  analyticsReportSchema,
  analyticsSettingsSchema,
  retentionStart,
  utcDay,
} from '@podpie/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { scheduleJob } from '../../lib/jobs.ts';
import { setNewest } from '../../lib/newest-first.ts';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { requireSignedIn, signedIn } from '../auth/guard.ts';
import { PROJECT_NOT_FOUND, requireOwnedProject } from '../projects/access.ts';
import {
  type BeaconRequest,
  countClick,
  isVisitor,
  parsePageEvent,
  recordEvent,
} from './beacon.ts';
import { createDailyLimits } from './daily-limits.ts';
import { isValidPageToken } from './page-token.ts';
import { createRecorder, type Recorder } from './recorder.ts';
import { analyticsReport, type EpisodeTitles } from './report.ts';
import {
  type BeaconTarget,
  deleteCountsBefore,
  deleteVisitorsBefore,
  findBeaconTarget,
  isRecording,
  setRecording,
} from './repository.ts';
import { createVisitorHasher } from './visitor-hash.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Page analytics' event buffer; `flush()` writes what it holds now. `click` counts a click
     * the server itself saw (a go/ link), as the beacon counts one on the page.
     */
    analytics: Pick<Recorder, 'flush'> & { click: (click: ServerClick) => Promise<void> };
  }
}

/** An app click the server answers itself: /<slug>/go/<app>, or an episode's go/ link. */
export type ServerClick = {
  projectId: number;
  pieId: number;
  /** The episode's key, for /<slug>/<episode-key>/go/<app>. */
  episodeKey?: string | undefined;
  headers: BeaconRequest['headers'];
};

export type AnalyticsPluginOptions = {
  /** Titles of a page's episodes for the report (the episode pages' module); keys otherwise. */
  episodeTitles?: EpisodeTitles;
  /** The longest an event waits before it is written (default 1 s). */
  flushMs?: number;
  /** A batch this large is written at once (default 500 events). */
  maxBuffered?: number;
  /** Schedule the daily removal of old counts (default: app.config.runJobs). */
  runJobs?: boolean;
};

export const PAGE_EVENTS_PATH = '/api/v1/page-events';
export const RETENTION_JOB = 'analytics-retention';
export const BAD_PAGE_EVENT = 'Not a page event.';
export const UNSEEN_PAGE = 'This event does not come from a view of the page. Please reload it.';
const TARGET_TTL_MS = 1_000;
const MAX_TARGETS = 10_000;
const DAY_MS = 86_400_000;

const params = z.object({ id: idParam });

/** Counts older than 13 months and visitor hashes of past days go. */
export async function removeOldAnalytics(db: Queryable, now: Date): Promise<void> {
  await deleteCountsBefore(db, retentionStart(now));
  await deleteVisitorsBefore(db, utcDay(now));
}

/**
 * First-party page analytics: the beacon endpoint the published page posts views and clicks to,
 * the owner's report and recording switch, and the daily removal of counts older than 13 months.
 */
export const analyticsPlugin = fp<AnalyticsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const recorder = createRecorder({
      db: app.db,
      flushMs: options.flushMs ?? 1_000,
      maxBuffered: options.maxBuffered ?? 500,
      onError: (error) => app.log.warn({ err: error }, 'analytics: could not write a batch'),
    });
    const hashVisitor = createVisitorHasher();
    const limits = createDailyLimits();
    const ownHost = new URL(app.config.publicUrl).hostname;
    const targets = new Map<number, { target: BeaconTarget | null; until: number }>();
    const targetOf = async (projectId: number, now: Date) => {
      const kept = targets.get(projectId);
      if (kept && kept.until > now.getTime()) return kept.target;
      const target = await findBeaconTarget(app.db, projectId);
      setNewest(targets, projectId, { target, until: now.getTime() + TARGET_TTL_MS }, MAX_TARGETS);
      return target;
    };

    app.decorate('analytics', {
      flush: () => recorder.flush(),
      async click({ projectId, pieId, episodeKey, headers }: ServerClick) {
        const now = app.now();
        const target = await targetOf(projectId, now);
        if (!target?.recording || !target.pieIds.has(pieId)) return;
        if (!isVisitor({ body: null, headers, ip: '', viaTrustedProxy: false })) return;
        countClick({ recorder, limits, now }, projectId, pieId, episodeKey);
      },
    });
    // preClose runs before the database closes: what is buffered is written first.
    app.addHook('preClose', () => recorder.close());

    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      PAGE_EVENTS_PATH,
      {
        schema: {
          tags: ['analytics'],
          summary: "A published page's view or block click, sent by its beacon (no cookies)",
          response: { 204: z.null(), 400: errorAnswer, 403: errorAnswer, 404: errorAnswer },
        },
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const event = parsePageEvent(request.body);
        if (!event) throw new AppError('bad_request', BAD_PAGE_EVENT);
        const beacon = {
          body: request.body,
          headers: request.headers,
          ip: request.ip,
          viaTrustedProxy: (request.ips?.length ?? 0) > 1,
        };
        const now = app.now();
        const target = await targetOf(event.p, now);
        if (!target) throw new AppError('not_found', PROJECT_NOT_FOUND);
        if (event.t === 'c' && !target.pieIds.has(event.b)) {
          throw new AppError('bad_request', BAD_PAGE_EVENT);
        }
        // Only a page we drew hands out a token: a beacon without a page view is refused.
        if (!isValidPageToken(app.config.appSecret, event.p, event.k, now)) {
          throw new AppError('forbidden', UNSEEN_PAGE);
        }
        if (target.recording && isVisitor(beacon)) {
          recordEvent(event, beacon, { recorder, hashVisitor, limits, ownHost, now });
        }
        return reply.status(204).send(null);
      },
    );

    api.get(
      '/api/v1/projects/:id/analytics',
      {
        onRequest: requireSignedIn,
        schema: {
          tags: ['analytics'],
          summary: 'Views, unique visitors and clicks of the published page, per UTC day',
          params,
          querystring: analyticsQuerySchema,
          response: {
            200: analyticsReportSchema,
            401: errorAnswer,
            404: errorAnswer,
            422: errorAnswer,
          },
        },
      },
      async (request) => {
        const project = await requireOwnedProject(
          app.db,
          signedIn(request).user.id,
          request.params.id,
        );
        return analyticsReport(
          app.db,
          project.id,
          request.query.from,
          request.query.to,
          options.episodeTitles,
        );
      },
    );

    api.get(
      '/api/v1/projects/:id/analytics/settings',
      {
        onRequest: requireSignedIn,
        schema: {
          tags: ['analytics'],
          summary: 'Whether the published page records views and clicks',
          params,
          response: { 200: analyticsSettingsSchema, 401: errorAnswer, 404: errorAnswer },
        },
      },
      async (request) => {
        const project = await requireOwnedProject(
          app.db,
          signedIn(request).user.id,
          request.params.id,
        );
        return { recording: await isRecording(app.db, project.id) };
      },
    );

    api.put(
      '/api/v1/projects/:id/analytics/settings',
      {
        onRequest: requireSignedIn,
        schema: {
          tags: ['analytics'],
          summary: 'Turn recording of views and clicks on or off',
          params,
          body: analyticsSettingsSchema,
          response: {
            200: analyticsSettingsSchema,
            401: errorAnswer,
            404: errorAnswer,
            422: errorAnswer,
          },
        },
      },
      async (request) => {
        const project = await requireOwnedProject(
          app.db,
          signedIn(request).user.id,
          request.params.id,
        );
        await setRecording(app.db, project.id, request.body.recording, app.now());
        targets.delete(project.id);
        // The page carries the beacon only while recording.
        await app.pageChanges.announce({ projectId: project.id, slug: project.slug });
        return { recording: request.body.recording };
      },
    );

    app.jobs.register(RETENTION_JOB, {
      budgetMs: 2 * 60_000,
      run: async () => {
        const now = app.now();
        await removeOldAnalytics(app.db, now);
        // Again tomorrow, an hour after midnight UTC.
        return { runAgainAt: new Date(Date.parse(utcDay(now)) + DAY_MS + 3_600_000) };
      },
    });
    if (!(options.runJobs ?? app.config.runJobs)) return;
    app.addHook('onReady', async () => {
      await scheduleJob(app.db, { kind: RETENTION_JOB, uniqueKey: RETENTION_JOB });
    });
  },
  { name: 'podpie-analytics', dependencies: ['podpie-jobs'] },
);
