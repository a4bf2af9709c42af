import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from '../../lib/jobs.ts';
import type { OutboundClient } from '../../lib/outbound.ts';
import type { MailchimpConfig } from './config.ts';
import { MAILING_DELIVERY_JOB, mailingDeliveryJob } from './delivery.ts';
import { mailchimpClient } from './mailchimp.ts';

export type MailingDeliveryPluginOptions = {
  outbound: OutboundClient;
  mailchimp: MailchimpConfig;
  runJobs: boolean;
};

/**
 * Delivers stored sign-ups to the owners' mailing providers in the background. A publish or a
 * sign-up wakes the runner through `app.jobs.wake`, so a new subscriber reaches Mailchimp within
 * moments; a provider that is down is retried with the runner's backoff.
 */
export const mailingDeliveryPlugin = fp<MailingDeliveryPluginOptions>(
  async (app: FastifyInstance, options) => {
    if (!options.runJobs) return;
    const runner = new JobRunner(app.db, {
      handlers: {
        [MAILING_DELIVERY_JOB]: mailingDeliveryJob({
          db: app.db,
          appSecret: app.config.appSecret,
          mailchimp: mailchimpClient(options.outbound, options.mailchimp),
          now: app.now,
          log: app.log,
        }),
      },
      now: app.now,
      onError: (kind, error) =>
        app.log.warn(
          { kind, reason: error instanceof Error ? error.message : 'unknown' },
          'mailing delivery failed; retrying later',
        ),
    });
    const previous = app.jobs.wake;
    app.jobs.wake = () => {
      previous();
      runner.wake();
    };
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'podpie-mailing-delivery' },
);
