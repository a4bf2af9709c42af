import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError, handleError } from '../../lib/errors.ts';
import { createOutboundClient, type OutboundClient } from '../../lib/outbound.ts';
import { outboundUserAgent } from '../../lib/outbound-config.ts';
import { scheduleFeedRefreshes } from '../feeds/refresh.ts';
import { registerLeaveRoutes } from '../mailing/leave-routes.ts';
import { SMALL_PAGE_CSP, subscribeResultPage } from './documents.ts';
import type { HotPages } from './hot-pages.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import type { PageChanges } from './page-changes.ts';
import { registerPageRoutes } from './page-routes.ts';
import { registerQrRoutes } from './qr-routes.ts';
import { registerShareImageRoutes } from './share-image-routes.ts';
import { requestLanguage } from './slug.ts';
import {
  DEFAULT_SUBSCRIBE_RATE_LIMIT,
  registerSubscribeRoutes,
  type SubscribeRateLimit,
} from './subscribe-routes.ts';

export type PublicPagePluginOptions = {
  /** Short links and canonical URLs start with it; app.config.publicUrl by default. */
  publicUrl?: string;
  /** Where local uploads live (QR logos); app.config.dataDir by default. */
  dataDir?: string;
  /** Shares rendered pages between server processes; app.redis by default. */
  redis?: Redis | null;
  /** The guarded outbound client for remote artwork; one with default guards when left out. */
  outbound?: OutboundClient;
  subscribeRateLimit?: SubscribeRateLimit;
  /** A page shows a feed with no stored copy yet; by default its refresh job is scheduled. */
  onMissingFeed?: (url: string) => Promise<void>;
  /** Replaces the page cache (tests). */
  pageCache?: PageCache;
  /**
   * How long a process trusts a page version it read from the database. A change made through
   * the API is announced to every process at once (page-changes.ts); this bounds only what is
   * not announced (a feed refresh, a Redis outage). Default 1 s; 0 asks on every request.
   */
  versionTtlMs?: number;
  /**
   * How long while every change is announced to this process (the embedded database, or Redis
   * pub/sub connected): then only a change nobody announces waits this long. Default 60 s with
   * Redis, the time browsers and CDNs may keep a page anyway (Cache-Control max-age); 10 minutes
   * for the only process of the embedded database, where every change is made and announced.
   */
  announcedVersionTtlMs?: number;
  /** Where page answers are kept for the server's fast path (see hot-pages.ts). */
  hotPages?: HotPages;
  /** Where pages post analytics events; none leaves the beacon out. */
  beaconUrl?: string;
  /** Announces changed pages from every process; app.pageChanges by default. */
  pageChanges?: PageChanges;
};

export const PUBLIC_PAGE_PLUGIN = 'podpie-public-page';
export const SUBSCRIBE_RATE_LIMITED =
  'Too many sign-ups from your address. Please wait a minute and try again.';
const ARTWORK_TIMEOUT_MS = 3_000;
/** A publish, a settings change or a delete is served by every process within this time. */
export const DEFAULT_VERSION_TTL_MS = 1_000;
export const DEFAULT_ANNOUNCED_VERSION_TTL_MS = 60_000;
export const SOLE_PROCESS_VERSION_TTL_MS = 10 * 60_000;

const isRateLimited = (error: FastifyError | AppError): boolean =>
  error instanceof AppError ? error.code === 'rate_limited' : error.statusCode === 429;

/** A sign-up form posted without JavaScript that hits the rate limit still gets a page. */
function answerError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const accept = `${request.headers.accept ?? ''} ${request.headers['content-type'] ?? ''}`;
  if (isRateLimited(error) && request.method === 'POST' && !accept.includes('application/json')) {
    const slug = request.url.split('/')[1] ?? '';
    return reply
      .status(429)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', SMALL_PAGE_CSP)
      .send(
        subscribeResultPage({
          lang: requestLanguage(request),
          message: SUBSCRIBE_RATE_LIMITED,
          pageTitle: slug,
          backHref: `/${slug}`,
        }),
      );
  }
  return handleError(error, request, reply);
}

/**
 * The public side of a page at /<slug>: the published page itself, its sign-up form and its QR
 * code. Register it after the API and before the single-page app, which answers every address
 * that is not a page slug.
 */
export const publicPagePlugin = fp<PublicPagePluginOptions>(
  async (app: FastifyInstance, options) => {
    const publicUrl = (options.publicUrl ?? app.config.publicUrl).replace(/\/+$/, '');
    const dataDir = options.dataDir ?? app.config.dataDir;
    // The client logs an outage once (lib/redis.ts); the cache then serves from this process.
    const redis = options.redis ?? (app.hasDecorator('redis') ? app.redis : null);
    const cache = options.pageCache ?? createPageCache({ redis });
    const pageChanges =
      options.pageChanges ?? (app.hasDecorator('pageChanges') ? app.pageChanges : undefined);
    let outbound = options.outbound;
    if (!outbound) {
      const own = createOutboundClient({ userAgent: outboundUserAgent(publicUrl) });
      outbound = own;
      app.addHook('onClose', async () => own.close());
    }
    const onMissingFeed = options.onMissingFeed ?? ((url) => scheduleFeedRefreshes(app.db, [url]));
    const artwork = { publicUrl, dataDir, outbound, timeoutMs: ARTWORK_TIMEOUT_MS };

    // The form parser and the error page stay inside this scope.
    await app.register(async (scope) => {
      if (!scope.hasDecorator('rateLimit')) await scope.register(rateLimit, { global: false });
      if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string' },
          (_request, body, done) =>
            done(null, Object.fromEntries(new URLSearchParams(String(body)))),
        );
      }
      scope.setErrorHandler(answerError);
      registerPageRoutes(scope, {
        publicUrl,
        cache,
        onMissingFeed,
        versionTtlMs: options.versionTtlMs ?? DEFAULT_VERSION_TTL_MS,
        announcedVersionTtlMs:
          options.announcedVersionTtlMs ??
          (pageChanges?.soleProcess
            ? SOLE_PROCESS_VERSION_TTL_MS
            : DEFAULT_ANNOUNCED_VERSION_TTL_MS),
        hotPages: options.hotPages,
        beaconUrl: options.beaconUrl,
        pageChanges,
      });
      registerSubscribeRoutes(scope, {
        rateLimit: options.subscribeRateLimit ?? DEFAULT_SUBSCRIBE_RATE_LIMIT,
      });
      registerLeaveRoutes(scope);
      registerQrRoutes(scope, { publicUrl, artwork });
      registerShareImageRoutes(scope, { publicUrl, artwork });
    });
  },
  { name: PUBLIC_PAGE_PLUGIN },
);
