import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { windowCounter } from '../../lib/rate-limit-store.ts';
import { apiTokenRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one call of an API token in the current minute, across processes with Redis. */
    apiTokenCalls: (tokenId: string, windowMs: number) => Promise<{ current: number; ttl: number }>;
  }
}

/** Personal API tokens: the per-token call counter and the /api/v1/tokens routes. */
export const apiTokensPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('apiTokenCalls', windowCounter(app.redis, 'api-token'));
    await app.register(apiTokenRoutes, { prefix: '/api' });
  },
  { name: 'podpie-api-tokens' },
);
