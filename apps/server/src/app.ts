import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDatabase } from './db/seed.ts';
import { authPlugin, loadSession } from './lib/auth.ts';
import './lib/context.ts';
import { AppError, handleError } from './lib/errors.ts';
import { healthRoutes } from './lib/health.ts';
import { refuseHostileValues } from './lib/hostile-input.ts';
import { loggerOptions } from './lib/logger.ts';
import { createOutboundClient, type OutboundClient } from './lib/outbound.ts';
import { outboundOptionsFromEnv } from './lib/outbound-config.ts';
import { sharedRateLimitStore } from './lib/rate-limit-store.ts';
import { closeRedis, connectRedis, createRedis } from './lib/redis.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { webAppPlugin } from './lib/web-app.ts';
import { analyticsPlugin, PAGE_EVENTS_PATH } from './modules/analytics/plugin.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { feedRefreshPlugin } from './modules/feeds/plugin.ts';
import { ensureHealthJobs, PODCAST_HEALTH_JOB, podcastHealthJob } from './modules/health/job.ts';
import { mailingDeliveryPlugin } from './modules/mailing/plugin.ts';
import { mailingRoutes } from './modules/mailing/routes.ts';
import { subscriberRoutes } from './modules/mailing/subscriber-routes.ts';
import { optOutRoutes } from './modules/opt-out/routes.ts';
import { PARSER_PREFIX, parserPlugin } from './modules/parser/index.ts';
import { pieRoutes } from './modules/pies/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { createHotPages, serverWithHotPages } from './modules/public-page/hot-pages.ts';
import {
  announceFeedPages,
  announceProjectChanges,
  createPageChanges,
} from './modules/public-page/page-changes.ts';
import { publicPagePlugin } from './modules/public-page/plugin.ts';
import { uploadsPlugin } from './modules/uploads/plugin.ts';
import { ensureUploadSweep, UPLOAD_SWEEP_JOB, uploadSweepJob } from './modules/uploads/sweep.ts';

/** Bodies above this answer 413; routes that need more (block sync, uploads) raise their own. */
export const BODY_LIMIT = 256 * 1024;
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';

export type AppOptions = {
  /** An open database the app takes over (and closes); by default opened from config. */
  database?: DatabaseHandle;
  /** The clock; tests move it. */
  now?: () => Date;
  /**
   * No other process changes this database: true by default for the embedded one, which one
   * process opens at a time. Tests sharing one embedded database between two apps say false.
   */
  soleProcess?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
};

/**
 * The whole server without listening: tests call `app.inject`, main.ts calls `listen`.
 * Plugins and routes are registered in the order below; add new ones where they belong.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config));
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }

  const now = options.now ?? (() => new Date());
  // Published pages already answered once are sent again before Fastify's pipeline.
  const hotPages = createHotPages(options.now ? () => now().getTime() : Date.now);
  const app = Fastify({
    serverFactory: serverWithHotPages(hotPages),
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Finish requests in flight on close, but do not wait for idle keep-alive sockets.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // Schemas are zod: validation, answers and the OpenAPI description come from them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  refuseHostileValues(app);

  // What every plugin can reach: app.config, app.db, app.now (types in lib/context.ts).
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('now', now);
  app.addHook('onClose', () => database.close());

  // One Redis client for everything processes share (rate limits, sign-in failures, Apple's call
  // budget, parser and page caches, page changes); null keeps all of it in this process.
  const redis = createRedis(config, app.log);
  if (redis) await connectRedis(redis);
  app.decorate('redis', redis);
  const pageChanges = createPageChanges({
    redis,
    log: app.log,
    soleProcess: options.soleProcess ?? database.kind === 'pglite',
  });
  app.decorate('pageChanges', pageChanges);
  app.addHook('onClose', async () => {
    await pageChanges.close();
    if (redis) await closeRedis(redis);
  });

  // One guarded client for every fetch of an address the server did not choose itself.
  const parserConfig = config.parser;
  const outbound: OutboundClient = createOutboundClient(outboundOptionsFromEnv(parserConfig));
  app.decorate('outbound', outbound);
  // The feed refresh plugin replaces `wake` when this process runs jobs.
  app.decorate('jobs', { wake: () => undefined });
  app.addHook('onClose', async () => outbound.close());
  const mailchimp = config.mailchimp;

  // Cross-cutting plugins.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        mediaSrc: ["'self'", 'https:', 'http:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ['https:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Only behind HTTPS: on http://localhost, Safari would upgrade the app's own requests.
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('rate_limited', RATE_LIMITED_MESSAGE),
    ...(redis ? { store: sharedRateLimitStore(redis, 'app') } : {}),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Podpie API',
        version: '1',
        description:
          'Signed-in calls send the headers access-token, client and uid from the last answer.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin);
  // Before the API routes: a change to a project reaches every process before its answer leaves.
  announceProjectChanges(app, pageChanges);

  // The JSON API (/api).
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(projectRoutes, { prefix: '/api' });
  await app.register(pieRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(mailingRoutes, { prefix: '/api', outbound, mailchimp });
  await app.register(subscriberRoutes, { prefix: '/api' });
  await app.register(eventRoutes, { prefix: '/api' });
  await app.register(optOutRoutes, { prefix: '/api' });
  // Page analytics: the page beacon's endpoint, the owner's report, the 13-month clean-up.
  await app.register(analyticsPlugin);

  // The parsing service (/parser/v1); `npm run start:parser` also runs it alone.
  await app.register(parserPlugin, {
    prefix: PARSER_PREFIX,
    config: parserConfig,
    outbound,
    redis,
  });

  // Uploaded images (POST /api/v1/uploads, GET /uploads/<file>); artwork by address goes through
  // the guarded client.
  await app.register(uploadsPlugin, {
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    db: app.db,
    now,
    anonymousDailyBytes: config.uploadAnonDailyBytes,
    uploaderOf: async (request) => {
      await loadSession(request);
      return request.auth?.user.id ?? null;
    },
    fetchImage: async (url) => {
      const answer = await outbound.request({ url, kind: 'image' });
      if (answer.status !== 200) throw new Error(`the image address answered ${answer.status}`);
      return { body: answer.body, contentType: answer.contentType };
    },
  });

  // Background feed refresh and podcast-health checks, and the published pages at /<slug>.
  const healthIntervalMs = config.healthCheckIntervalSeconds * 1000;
  if (config.runJobs) {
    app.addHook('onReady', async () => {
      await ensureHealthJobs(app.db);
      await ensureUploadSweep(app.db);
    });
  }
  await app.register(feedRefreshPlugin, {
    outbound,
    runJobs: config.runJobs,
    onFeedChanged: (url) => announceFeedPages(app.db, pageChanges, url),
    // A short health interval (tests, demos) needs the runner to look for work as often.
    pollMs: Math.min(5_000, healthIntervalMs),
    handlers: {
      [PODCAST_HEALTH_JOB]: podcastHealthJob({
        db: app.db,
        outbound,
        now,
        intervalMs: healthIntervalMs,
      }),
      // Signed-out uploads past a day and any upload no page uses any more.
      [UPLOAD_SWEEP_JOB]: uploadSweepJob({ db: app.db, dataDir: config.dataDir, now }),
    },
  });
  await app.register(mailingDeliveryPlugin, { outbound, mailchimp, runJobs: config.runJobs });
  await app.register(publicPagePlugin, {
    outbound,
    hotPages,
    beaconUrl: PAGE_EVENTS_PATH,
  });

  // The single-page app, and the 404 answer for everything else.
  await app.register(webAppPlugin, { webDist: config.webDist });

  return app;
}
