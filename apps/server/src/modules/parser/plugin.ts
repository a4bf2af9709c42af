// The parsing service (SPEC.md §7) as one encapsulated Fastify plugin: its error handler,
// rate limit and validators stay inside its scope. The main server mounts it under /parser/v1;
// parser-main.ts runs it alone.
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { sendError } from '../../lib/errors.ts';
import type { OutboundClient } from '../../lib/outbound.ts';
import { sharedRateLimitStore } from '../../lib/rate-limit-store.ts';
import { type CacheFactory, memoryCacheFactory } from './cache.ts';
import type { ParserConfig } from './config.ts';
import { registerDirectoryRoutes } from './directories/routes.ts';
import { parserErrorHandler } from './errors.ts';
import { registerFeedRoutes } from './feed/routes.ts';
import { registerItunesRoutes } from './itunes/routes.ts';
import { registerLinkRoutes } from './link/routes.ts';
import { registerNetworkRoutes } from './networks/routes.ts';
import { createParserServices, type ParserServices } from './services.ts';
import { redisCacheFactory } from './shared-cache.ts';

export interface ParserOptions {
  config: ParserConfig;
  /** The process's one guarded outbound client (the server's, or buildParserApp's alone). */
  outbound: OutboundClient;
  /** Where answers are cached; in-memory LRU by default (a Redis factory fits the same type). */
  cacheFactory?: CacheFactory;
  /** Overrides of the per-IP rate limit. */
  rateLimit?: Partial<RateLimitPluginOptions>;
  /**
   * The process's Redis client: caches, Apple's call budget and the rate limit are then shared by
   * every process, each falling back to this process while Redis fails.
   */
  redis?: Redis | null;
  /** Services made beforehand (parserServicesFor), when the server's pages use them too. */
  services?: ParserServices;
}

/** The parser's services for these options: its caches, in Redis when there is one. */
export function parserServicesFor(
  options: Pick<ParserOptions, 'config' | 'outbound' | 'cacheFactory' | 'redis'>,
): ParserServices {
  const { config, outbound } = options;
  const redis = options.redis ?? null;
  const memory = memoryCacheFactory({ maxEntries: config.PARSER_CACHE_MAX_ENTRIES });
  return createParserServices({
    config,
    outbound,
    cacheFactory: options.cacheFactory ?? (redis ? redisCacheFactory(redis, memory) : memory),
    redis,
  });
}

export const parserPlugin: FastifyPluginAsync<ParserOptions> = async (app, options) => {
  const { config } = options;
  const redis = options.redis ?? null;
  const services = options.services ?? parserServicesFor(options);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(parserErrorHandler);
  app.setNotFoundHandler((request, reply) => {
    sendError(reply, 'not_found', [`${request.method} ${request.url} does not exist.`]);
  });
  // SPEC.md §7 has the search term sent URL-encoded; accept a form body as well as JSON.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
  }

  await app.register(rateLimit, {
    global: true,
    max: config.PARSER_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests, please try again in ${context.after}.`,
    }),
    ...(redis ? { store: sharedRateLimitStore(redis, 'parser') } : {}),
    ...options.rateLimit,
  });

  registerFeedRoutes(app, services);
  registerLinkRoutes(app, services);
  registerItunesRoutes(app, services);
  registerNetworkRoutes(app, services);
  registerDirectoryRoutes(app, services);
};
