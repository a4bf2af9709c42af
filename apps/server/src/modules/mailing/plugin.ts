import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/jobs.ts';
import type { MailchimpConfig } from './config.ts';
import { MAILING_DELIVERY_JOB, mailingDeliveryJob } from './delivery.ts';
import { mailingProviders } from './providers/registry.ts';
import { sweepExpiredSignUps } from './sign-ups.ts';

export const SIGN_UP_SWEEP_JOB = 'mailing-sign-up-sweep';
const SWEEP_EVERY_MS = 60 * 60_000;

export type MailingDeliveryPluginOptions = {
  mailchimp: MailchimpConfig;
};

/**
 * Delivers stored sign-ups to the owners' mailing providers in the background, one at a time, a
 * minute at most each. A publish or a sign-up wakes the runner through `app.jobs.wake`, so a new
 * subscriber reaches the provider within moments; a provider that is down is retried with backoff.
 */
export const mailingDeliveryPlugin = fp<MailingDeliveryPluginOptions>(
  async (app: FastifyInstance, options) => {
    app.jobs.register(MAILING_DELIVERY_JOB, {
      concurrency: 1,
      budgetMs: 60_000,
      run: mailingDeliveryJob({
        db: app.db,
        appSecret: app.config.appSecret,
        providers: mailingProviders(app.outbound, options.mailchimp),
        now: app.now,
        log: app.log,
        publicUrl: app.config.publicUrl,
      }),
    });
    // Sign-ups nobody confirmed in time are forgotten, then again in an hour.
    app.jobs.register(SIGN_UP_SWEEP_JOB, {
      concurrency: 1,
      budgetMs: 60_000,
      run: async () => {
        const swept = await sweepExpiredSignUps(app.db, app.now());
        if (swept > 0) app.log.info({ swept }, 'unconfirmed sign-ups expired');
        return { runAgainAt: new Date(app.now().getTime() + SWEEP_EVERY_MS) };
      },
    });
    if (app.config.runJobs) {
      app.addHook('onReady', async () => {
        await scheduleJob(app.db, { kind: SIGN_UP_SWEEP_JOB, uniqueKey: SIGN_UP_SWEEP_JOB });
      });
    }
  },
  { name: 'podpie-mailing-delivery', dependencies: ['podpie-jobs'] },
);
