import { errorCodeForStatus, type Language, type Pie, translate } from '@podpie/core';
import { statusAt } from '@podpie/page';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { queueBlockDelivery } from '../mailing/delivery.ts';
import { SMALL_PAGE_CSP, subscribeResultPage } from './documents.ts';
import { sendNotFoundPage } from './page-routes.ts';
import { addSubscriber, findMailingBlocks } from './repository.ts';
import { isPageSlug } from './slug.ts';

export type SubscribeRateLimit = { max: number; timeWindow: number };

/** Sign-ups from one address per minute; a person needs one, a bot gets little further. */
export const DEFAULT_SUBSCRIBE_RATE_LIMIT: SubscribeRateLimit = { max: 10, timeWindow: 60_000 };
const SUBSCRIBE_BODY_LIMIT = 8 * 1024;

const field = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.unknown());
const bodySchema = z.object({
  email: field.optional(),
  /** The honeypot: a hidden field people never see, so never fill in. */
  website: field.optional(),
  pie_id: field.optional(),
});

/** The address a listener typed, or null when it is not one. */
export function subscriberEmail(value: unknown): string | null {
  const parsed = z.string().trim().max(254).pipe(z.email()).safeParse(value);
  return parsed.success ? parsed.data.toLowerCase() : null;
}

/** fetch from the page script asks for JSON; a plain form post wants a page. */
function wantsJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  const accept = request.headers.accept ?? '';
  return type.includes('application/json') || accept.includes('application/json');
}

/** The block the form belongs to: the one named by pie_id, else the page's first sign-up form. */
function chosenBlock(blocks: readonly Pie[], pieId: unknown): Pie | undefined {
  const id = Number(pieId);
  return blocks.find((block) => block.id === id) ?? blocks[0];
}

type Answer = { status: number; message: string };

function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  page: { lang: Language; slug: string; title: string },
) {
  reply.header('cache-control', 'no-store');
  if (wantsJson(request)) {
    const body =
      answer.status < 400
        ? { message: answer.message }
        : { errors: [answer.message], code: errorCodeForStatus(answer.status) };
    return reply.status(answer.status).send(body);
  }
  return reply
    .status(answer.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', SMALL_PAGE_CSP)
    .send(
      subscribeResultPage({
        lang: page.lang,
        message: answer.message,
        pageTitle: page.title,
        backHref: `/${page.slug}`,
      }),
    );
}

/**
 * POST /:slug/subscribe, the sign-up form of a published page: a form post (no JavaScript) or
 * the page script's fetch. The address is stored once per project; a filled honeypot is answered
 * like a success and stores nothing; one IP address gets a few tries a minute.
 */
export function registerSubscribeRoutes(
  app: FastifyInstance,
  options: { rateLimit: SubscribeRateLimit },
): void {
  app.post<{ Params: { slug: string } }>(
    '/:slug/subscribe',
    {
      bodyLimit: SUBSCRIBE_BODY_LIMIT,
      config: { rateLimit: options.rateLimit },
      schema: { hide: true },
    },
    async (request, reply) => {
      const { slug } = request.params;
      if (!isPageSlug(slug)) return reply.callNotFound();
      const body = bodySchema.safeParse(request.body ?? {});
      const fields = body.success ? body.data : {};
      const target = await findMailingBlocks(app.db, slug);
      // A form the page does not show (hidden, out of its schedule) takes no sign-ups.
      const now = app.now();
      const shown = target?.blocks.filter((block) => statusAt(block, now) === 'visible') ?? [];
      const form = chosenBlock(shown, fields.pie_id);
      if (!target || !form) return sendNotFoundPage(reply);
      // The answer speaks the page's language, like the form it came from.
      const lang = target.language;

      const page = {
        lang,
        slug,
        title: form.title || translate(lang, 'blocks:mailingDefaults.title'),
      };
      const success = {
        status: 200,
        message: form.success_message || translate(lang, 'blocks:mailingDefaults.successMessage'),
      };

      if (typeof fields.website === 'string' && fields.website.trim() !== '') {
        request.log.info({ slug }, 'sign-up honeypot filled; nothing stored');
        return sendAnswer(request, reply, success, page);
      }
      const email = subscriberEmail(fields.email);
      if (!email) {
        const message = translate(lang, 'page:mailing.invalidEmail');
        return sendAnswer(request, reply, { status: 422, message }, page);
      }
      // Stored first: a provider that is down later never loses the address.
      await addSubscriber(app.db, target.projectId, email);
      if (await queueBlockDelivery(app.db, target.projectId, form, email)) app.jobs.wake();
      return sendAnswer(request, reply, success, page);
    },
  );
}
