import { errorCodeForStatus, type Language, type Pie, translate } from '@podpie/core';
import { statusAt } from '@podpie/page';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createMailer } from '../../lib/mailer.ts';
import { isPageSlug } from '../../lib/page-slug.ts';
import { SMALL_PAGE_CSP } from '../../lib/small-page.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { subscribeResultPage } from './pages.ts';
import { findMailingBlocks } from './subscribers.ts';
import { takeSignUp } from './take-sign-up.ts';

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

/** The words a listener saw when they gave their consent, kept with their sign-up. */
function consentWording(form: Pie, lang: Language): string {
  return [
    form.title || translate(lang, 'blocks:mailingDefaults.title'),
    form.button_text || translate(lang, 'blocks:mailingDefaults.buttonText'),
  ]
    .map((part) => part.trim())
    .join(' | ');
}

/**
 * POST /:slug/subscribe, the sign-up form of a published page: a form post (no JavaScript) or
 * the page script's fetch. The address waits, unlisted, until the listener confirms it from the
 * mail (ours, or Mailchimp's for a Mailchimp list); a filled honeypot is answered like a success
 * and stores nothing; one IP address gets a few tries a minute, one project a daily number of new
 * sign-ups.
 */
export function registerSubscribeRoutes(
  app: FastifyInstance,
  options: { rateLimit: SubscribeRateLimit; dailyCap?: number },
): void {
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom });
  app.addHook('onClose', async () => mailer.close());
  const signUps = {
    db: app.db,
    mailer,
    appSecret: app.config.appSecret,
    publicUrl: app.config.publicUrl,
    log: app.log,
    wake: () => app.jobs.wake(),
    ...(options.dailyCap === undefined ? {} : { dailyCap: options.dailyCap }),
  };
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
      const thanks =
        form.success_message || translate(lang, 'blocks:mailingDefaults.successMessage');
      const success = {
        status: 200,
        message: `${thanks} ${translate(lang, 'page:mailing.checkInbox')}`,
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
      const outcome = await takeSignUp(signUps, {
        project: { id: target.projectId, slug },
        lang,
        listName: page.title,
        form,
        email,
        consent: {
          at: now,
          page: `${app.config.publicUrl}/${slug}`,
          text: consentWording(form, lang),
        },
      });
      if (outcome === 'capped') {
        const message = translate(lang, 'page:mailing.dailyLimit');
        return sendAnswer(request, reply, { status: 429, message }, page);
      }
      // Known, new or waiting: the same words, so the answer tells nobody who is on the list.
      return sendAnswer(request, reply, success, page);
    },
  );
}
