import { type TranslationKey, translate } from '@podpie/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isPageSlug } from '../../lib/page-slug.ts';
import { SMALL_PAGE_CSP } from '../../lib/small-page.ts';
import { sha256 } from '../auth/tokens.ts';
import { findProjectBySlug } from '../projects/repository.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { isValidConfirmation } from './confirmation.ts';
import {
  blockDelivery,
  type DeliveryResult,
  deliverOnce,
  deliveryDepsOf,
  queueDelivery,
} from './delivery.ts';
import { leaveListPage } from './pages.ts';
import { confirmSignUp } from './sign-ups.ts';
import { findMailingBlocks } from './subscribers.ts';

const query = z.object({
  e: z.string().max(254),
  t: z.string().max(20),
  s: z.string().max(128),
  b: z.string().max(20).optional(),
});

/** What the listener reads once a provider answered: the refusal's reason in their words. */
function refusalKey(result: DeliveryResult): TranslationKey | null {
  if (result.outcome === 'retry') return 'integrations:confirm.busy';
  if (result.outcome !== 'refused') return null;
  if (result.reason === 'invalid_email') return 'integrations:confirm.refusedInvalid';
  if (result.reason === 'unsubscribed') return 'integrations:confirm.refusedUnsubscribed';
  if (result.reason === 'rate_limited') return 'integrations:confirm.busy';
  return 'integrations:confirm.refusedOther';
}

/**
 * GET /<slug>/confirm?e=&t=&s= asks, POST to the same address confirms: the link of the
 * confirmation mail. Opening it (as mail scanners do) confirms nobody; a link that was not signed
 * by this server, or whose sign-up expired, answers 404. Pages speak the page's language, as the
 * mail did.
 */
export function registerConfirmRoutes(app: FastifyInstance): void {
  const delivery = deliveryDepsOf(app);
  /**
   * Kit, Beehiiv and MailerLite get the address now the listener confirmed: one try while they
   * wait, so a refusal is told to them; a provider that is down is left to the job runner.
   */
  const deliver = async (
    projectId: number,
    slug: string,
    pieId: string | undefined,
    email: string,
  ) => {
    if (pieId === undefined) return null;
    const block = (await findMailingBlocks(app.db, slug))?.blocks.find(
      (pie) => pie.id === Number(pieId),
    );
    const found = block ? await blockDelivery(app.db, projectId, block, email) : null;
    if (!found || found.integration.kind === 'mailchimp') return null;
    const result = await deliverOnce(delivery, found.payload);
    if (result.outcome === 'retry' || result.outcome === 'wait') {
      await queueDelivery(app.db, found.payload);
      app.jobs.wake();
    }
    return result;
  };
  const handle = async (
    request: FastifyRequest<{ Params: { slug: string } }>,
    reply: FastifyReply,
    confirm: boolean,
  ) => {
    const parsed = query.safeParse(request.query);
    const project = isPageSlug(request.params.slug)
      ? await findProjectBySlug(app.db, request.params.slug)
      : null;
    const lang = project?.language ?? 'en';
    const now = app.now();
    reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', SMALL_PAGE_CSP);
    const invalid = () =>
      reply.status(404).send(
        leaveListPage({
          lang,
          title: translate(lang, 'integrations:confirm.invalidTitle'),
          message: translate(lang, 'integrations:confirm.invalid'),
        }),
      );
    if (!parsed.success || !project) return invalid();
    const link = parsed.data;
    if (!isValidConfirmation(app.config.appSecret, project.id, link, now)) return invalid();
    const email = link.e.toLowerCase();
    if (!confirm) {
      return reply.send(
        leaveListPage({
          lang,
          title: translate(lang, 'integrations:confirm.title'),
          message: translate(lang, 'integrations:confirm.question', { email }),
          form: { action: request.url, button: translate(lang, 'integrations:confirm.button') },
        }),
      );
    }
    const askedAt = new Date(Number(link.t));
    const confirmed = await app.db.transaction(async (tx) => {
      if (!(await confirmSignUp(tx, project.id, email, askedAt, now))) return false;
      // A second click on the link confirms nothing new: the event goes once per sign-up.
      await emitWebhookEvent(tx, {
        projectId: project.id,
        event: 'subscriber.created',
        now,
        publicUrl: app.config.publicUrl,
        onceKey: `subscriber.created:${project.id}:${sha256(`${email}\n${askedAt.getTime()}`)}`,
        data: { email, created_at: now.toISOString() },
      });
      return true;
    });
    if (!confirmed) return invalid();
    const result = await deliver(project.id, project.slug, link.b, email);
    const refusal = result ? refusalKey(result) : null;
    if (refusal && result?.outcome === 'refused') {
      return reply.status(422).send(
        leaveListPage({
          lang,
          title: translate(lang, 'integrations:confirm.refusedTitle'),
          message: translate(lang, refusal, { email }),
        }),
      );
    }
    if (refusal) {
      return reply.send(
        leaveListPage({
          lang,
          title: translate(lang, 'integrations:confirm.doneTitle'),
          message: translate(lang, refusal, { email }),
        }),
      );
    }
    return reply.send(
      leaveListPage({
        lang,
        title: translate(lang, 'integrations:confirm.doneTitle'),
        message: translate(lang, 'integrations:confirm.done', { email }),
      }),
    );
  };
  const options = {
    schema: { hide: true },
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
  };
  app.get<{ Params: { slug: string } }>('/:slug/confirm', options, (request, reply) =>
    handle(request, reply, false),
  );
  app.post<{ Params: { slug: string } }>('/:slug/confirm', options, (request, reply) =>
    handle(request, reply, true),
  );
}
