import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.ts';

/** GET /api/health: 200 while the database answers, for load balancers and uptime checks. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('unavailable', 'The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
  );
};
