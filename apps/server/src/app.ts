import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { keyedEpisodes } from '@podpie/core';
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
import { jsonCompressionPlugin } from './lib/json-compression.ts';
import { authPlugin, loadSession } from './modules/auth/guard.ts';
import './lib/context.ts';
import { AppError, handleError } from './lib/errors.ts';
import { healthRoutes } from './lib/health.ts';
import { refuseHostileValues } from './lib/hostile-input.ts';
import { jobsPlugin } from './lib/jobs-plugin.ts';
import { loggerOptions } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { createOutboundClient, type OutboundClient } from './lib/outbound.ts';
import { outboundOptionsFromEnv } from './lib/outbound-config.ts';
import { sharedRateLimitStore } from './lib/rate-limit-store.ts';
import { closeRedis, connectRedis, createRedis } from './lib/redis.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { webAppPlugin } from './lib/web-app.ts';
import { analyticsPlugin, PAGE_EVENTS_PATH } from './modules/analytics/plugin.ts';
import { apiTokensPlugin } from './modules/api-tokens/plugin.ts';
import { appLinksPlugin } from './modules/app-links/plugin.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { createDomainHosts } from './modules/domains/hosts.ts';
import { domainsPlugin } from './modules/domains/plugin.ts';
import { findServedDomain } from './modules/domains/repository.ts';
import { episodePagePlugin } from './modules/episode-page/plugin.ts';
import { loadPageEpisodes } from './modules/episode-page/published-episodes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { feedRefreshPlugin } from './modules/feeds/plugin.ts';
import { announceFeedPages } from './modules/feeds/refresh.ts';
import {
  ensureHealthJobs,
  HEALTH_LANE,
  PODCAST_HEALTH_JOB,
  podcastHealthJob,
} from './modules/health/job.ts';
import { pageFormsPlugin } from './modules/mailing/page-forms-plugin.ts';
import { mailingDeliveryPlugin } from './modules/mailing/plugin.ts';
import { mailingRoutes } from './modules/mailing/routes.ts';
import { subscriberRoutes } from './modules/mailing/subscriber-routes.ts';
import { optOutRoutes } from './modules/opt-out/routes.ts';
import { pageDiscoveryPlugin } from './modules/page-discovery/plugin.ts';
import { pageImagesPlugin } from './modules/page-images/plugin.ts';
import { pageImportRoutes } from './modules/page-import/routes.ts';
import { PARSER_PREFIX, parserPlugin, parserServicesFor } from './modules/parser/index.ts';
import { pieRoutes } from './modules/pies/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { serverWithFastPath } from './modules/public-page/fast-path.ts';
import { createPageChanges } from './modules/public-page/page-changes.ts';
import { publicPagePlugin } from './modules/public-page/plugin.ts';
import { createPageStore } from './modules/public-page/store.ts';
import { trust } from './modules/public-page/trust.ts';
import { createImageKeeper } from './modules/uploads/keep-image.ts';
import { uploadsPlugin } from './modules/uploads/plugin.ts';
import {
  ensureUploadSweep,
  UPLOAD_SWEEP_JOB,
  UPLOAD_SWEEP_LANE,
  uploadSweepJob,
} from './modules/uploads/sweep.ts';
import { sendLinkChanges, sendNewEpisodes } from './modules/webhooks/events.ts';
import { webhooksPlugin } from './modules/webhooks/plugin.ts';

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
  const pages = createPageStore();
  // Owners' domains are told apart by Host before Fastify routes anything.
  const hosts = createDomainHosts({
    productHost: new URL(config.publicUrl).hostname,
    trustProxy: config.trustProxy,
    read: (host) => findServedDomain(database.db, host),
    beaconPath: PAGE_EVENTS_PATH,
  });
  const app = Fastify({
    serverFactory: serverWithFastPath(pages, options.now ? () => now().getTime() : Date.now, hosts),
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
  pageChanges.listen(hosts);
  hosts.setTrust(() =>
    trust({ soleProcess: pageChanges.soleProcess, subscribed: pageChanges.complete() }),
  );
  app.addHook('onClose', async () => {
    await pageChanges.close();
    if (redis) await closeRedis(redis);
  });

  // One guarded client for every fetch of an address the server did not choose itself.
  const parserConfig = config.parser;
  const outbound: OutboundClient = createOutboundClient(outboundOptionsFromEnv(parserConfig));
  app.decorate('outbound', outbound);
  app.addHook('onClose', async () => outbound.close());
  // The one job runner: features register their kinds below, each in its own lane.
  const healthIntervalMs = config.healthCheckIntervalSeconds * 1000;
  await app.register(jobsPlugin, {
    runJobs: config.runJobs,
    // A short health interval (tests, demos) needs the runner to look for work as often.
    pollMs: Math.min(5_000, healthIntervalMs),
  });
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
          'Signed-in calls send the headers access-token, client and uid from the last answer. ' +
          'Scripts send a personal API token instead (account settings, or POST /api/v1/tokens): ' +
          '`Authorization: Bearer <token>` works on every /api/v1 route within its scope. A ' +
          '"read" token may only make GET calls (any other answers 403 with code ' +
          'token_read_only); a token limited to one project reaches only that project ' +
          '(another project answers 404, account-wide routes 403 token_out_of_reach). Tokens ' +
          'are rate-limited per token (429 rate_limited, with Retry-After in seconds) and cannot ' +
          'manage tokens themselves.',
      },
      components: {
        securitySchemes: {
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal API token (pp_...), shown once when created',
          },
          sessionHeaders: { type: 'apiKey', in: 'header', name: 'access-token' },
        },
      },
      // Either scheme, or none on the public routes.
      security: [{ bearerToken: [] }, { sessionHeaders: [] }, {}],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin);
  await app.register(jsonCompressionPlugin);

  // The JSON API (/api).
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(projectRoutes, { prefix: '/api' });
  await app.register(pieRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(mailingRoutes, { prefix: '/api', mailchimp });
  await app.register(subscriberRoutes, { prefix: '/api' });
  await app.register(eventRoutes, { prefix: '/api' });
  await app.register(optOutRoutes, { prefix: '/api' });
  // Personal API tokens (/api/v1/tokens) and their per-token limit.
  await app.register(apiTokensPlugin);
  // Page analytics: the page beacon's endpoint, the owner's report, the 13-month clean-up.
  await app.register(analyticsPlugin, {
    // The report names episodes by their titles in the feed as it is now.
    episodeTitles: async (projectId, keys) => {
      const loaded = await loadPageEpisodes(app.db, projectId, app.now());
      const wanted = new Set(keys);
      const titles = new Map<string, string>();
      for (const { key, episode } of keyedEpisodes(loaded?.episodes ?? [])) {
        if (wanted.has(key)) titles.set(key, episode.title);
      }
      return titles;
    },
  });

  // The parsing service (/parser/v1); `npm run start:parser` also runs it alone.
  // Its iTunes client also finds Apple's id of an episode for the episode pages' links.
  const parserServices = parserServicesFor({ config: parserConfig, outbound, redis });
  await app.register(parserPlugin, {
    prefix: PARSER_PREFIX,
    config: parserConfig,
    outbound,
    redis,
    services: parserServices,
  });

  // Uploaded images (POST /api/v1/uploads, GET /uploads/<file>); artwork by address goes through
  // the guarded client. A page import keeps its avatar the same way, under the same quotas.
  const uploadSettings = {
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    db: app.db,
    now,
    anonymousDailyBytes: config.uploadAnonDailyBytes,
    accountDailyBytes: config.uploadUserDailyBytes,
    accountTotalBytes: config.uploadUserTotalBytes,
    minFreeBytes: config.uploadMinFreeBytes,
  };
  await app.register(uploadsPlugin, {
    ...uploadSettings,
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
  // A draft project from someone's page of links (POST /api/v1/projects/import_from_url).
  await app.register(pageImportRoutes, {
    prefix: '/api',
    keepImage: createImageKeeper(uploadSettings),
  });

  // Background feed refresh, podcast-health checks and the upload sweep, and the published pages
  // at /<slug>.
  const alertMailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  app.addHook('onClose', async () => alertMailer.close());
  app.jobs.register(PODCAST_HEALTH_JOB, {
    ...HEALTH_LANE,
    run: podcastHealthJob({
      db: app.db,
      outbound,
      now,
      intervalMs: healthIntervalMs,
      mailer: alertMailer,
      publicUrl: config.publicUrl,
      log: app.log,
      onLinkChanges: (projectId, changes) =>
        sendLinkChanges(app.db, config.publicUrl, projectId, changes, now()),
    }),
  });
  // Signed-out uploads past a day and any upload no page uses any more.
  app.jobs.register(UPLOAD_SWEEP_JOB, {
    ...UPLOAD_SWEEP_LANE,
    run: uploadSweepJob({ db: app.db, dataDir: config.dataDir, now }),
  });
  if (config.runJobs) {
    app.addHook('onReady', async () => {
      await ensureHealthJobs(app.db);
      await ensureUploadSweep(app.db);
    });
  }
  // Owners' own domains: their API, DNS checks and Caddy's TLS question.
  await app.register(domainsPlugin, { mailer: alertMailer });
  await app.register(feedRefreshPlugin, {
    onFeedChanged: (url) => announceFeedPages(app.db, pageChanges, url),
    onNewEpisodes: (url, episodes) =>
      sendNewEpisodes(app.db, config.publicUrl, url, episodes, now()),
  });
  // Signed webhooks of each project, sent by the job runner with retries.
  await app.register(webhooksPlugin, { mailer: alertMailer });
  await app.register(mailingDeliveryPlugin, { mailchimp });
  // A page's mailing forms (/<slug>/subscribe, /<slug>/leave) beside the page itself.
  await app.register(pageFormsPlugin);
  await app.register(publicPagePlugin, { store: pages, beaconUrl: PAGE_EVENTS_PATH });
  // Under each page: its episodes, its links into apps, its sitemap.
  const appleEpisodesOf = (appleId: number) => parserServices.itunes.episodes(appleId);
  await app.register(episodePagePlugin, { appleEpisodesOf });
  await app.register(appLinksPlugin, { appleEpisodesOf });
  await app.register(pageDiscoveryPlugin);
  await app.register(pageImagesPlugin);

  // The single-page app, and the 404 answer for everything else.
  await app.register(webAppPlugin, { webDist: config.webDist });

  return app;
}
