import { translate } from '@podpie/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isPageSlug } from '../../lib/page-slug.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { SMALL_PAGE_CSP } from '../../lib/small-page.ts';
import { findProjectBySlug } from '../projects/repository.ts';
import { deliveryDepsOf } from './delivery.ts';
import { isValidLeaveSignature } from './leave-link.ts';
import { leaveProviders } from './leave-providers.ts';
import { leaveListPage } from './pages.ts';
import { removeSubscriber } from './subscribers.ts';

const query = z.object({ e: z.string().max(254), s: z.string().max(128) });

/**
 * GET /<slug>/leave?e=&s= asks, POST to the same address removes: a listener leaves a project's
 * built-in list with the signed link from the owner's mail, and the Kit, Beehiiv or MailerLite
 * lists its forms send to. A link that was not signed by this
 * server answers 404 and removes nothing.
 */
export function registerLeaveRoutes(app: FastifyInstance): void {
  const delivery = deliveryDepsOf(app);
  const handle = async (
    request: FastifyRequest<{ Params: { slug: string } }>,
    reply: FastifyReply,
    remove: boolean,
  ) => {
    const lang = requestLanguage(request);
    const parsed = query.safeParse(request.query);
    const project = isPageSlug(request.params.slug)
      ? await findProjectBySlug(app.db, request.params.slug)
      : null;
    const valid =
      parsed.success &&
      project !== null &&
      isValidLeaveSignature(app.config.appSecret, project.id, parsed.data.e, parsed.data.s);
    reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', SMALL_PAGE_CSP);
    if (!valid || !project || !parsed.success) {
      return reply.status(404).send(
        leaveListPage({
          lang,
          title: translate(lang, 'integrations:leave.invalidTitle'),
          message: translate(lang, 'integrations:leave.invalid'),
        }),
      );
    }
    if (remove) {
      await removeSubscriber(app.db, project.id, parsed.data.e.toLowerCase());
      await leaveProviders(delivery, project, parsed.data.e.toLowerCase());
      return reply.send(
        leaveListPage({
          lang,
          title: translate(lang, 'integrations:leave.doneTitle'),
          message: translate(lang, 'integrations:leave.done', { email: parsed.data.e }),
        }),
      );
    }
    return reply.send(
      leaveListPage({
        lang,
        title: translate(lang, 'integrations:leave.title'),
        message: translate(lang, 'integrations:leave.question', { email: parsed.data.e }),
        form: { action: request.url, button: translate(lang, 'integrations:leave.button') },
      }),
    );
  };
  const options = {
    schema: { hide: true },
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
  };
  app.get<{ Params: { slug: string } }>('/:slug/leave', options, (request, reply) =>
    handle(request, reply, false),
  );
  app.post<{ Params: { slug: string } }>('/:slug/leave', options, (request, reply) =>
    handle(request, reply, true),
  );
}
