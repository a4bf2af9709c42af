import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../../lib/mailer.ts';
import { webhookDeliveryJob } from './deliver.ts';
import { WEBHOOK_DELIVERY_JOB } from './emit.ts';
import { webhookRoutes } from './routes.ts';

/** Webhooks: the delivery job in its own lane, and the /api/v1/projects/:id/webhooks routes. */
export const webhooksPlugin = fp<{ mailer: Mailer }>(
  async (app: FastifyInstance, options) => {
    app.jobs.register(WEBHOOK_DELIVERY_JOB, {
      // Receivers are other people's servers: a few at a time, each attempt given 30 s.
      concurrency: 4,
      budgetMs: 30_000,
      run: webhookDeliveryJob({
        db: app.db,
        outbound: app.outbound,
        appSecret: app.config.appSecret,
        now: app.now,
        mailer: options.mailer,
        publicUrl: app.config.publicUrl,
        log: app.log,
      }),
    });
    await app.register(webhookRoutes, { prefix: '/api' });
  },
  { name: 'podpie-webhooks' },
);
