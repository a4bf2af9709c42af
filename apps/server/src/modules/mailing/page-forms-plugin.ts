import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, handleError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { SMALL_PAGE_CSP } from '../../lib/small-page.ts';
import { registerConfirmRoutes } from './confirm-routes.ts';
import { registerLeaveRoutes } from './leave-routes.ts';
import { subscribeResultPage } from './pages.ts';
import {
  DEFAULT_SUBSCRIBE_RATE_LIMIT,
  registerSubscribeRoutes,
  type SubscribeRateLimit,
} from './subscribe-routes.ts';

export type PageFormsPluginOptions = { subscribeRateLimit?: SubscribeRateLimit };

export const SUBSCRIBE_RATE_LIMITED =
  'Too many sign-ups from your address. Please wait a minute and try again.';

const isRateLimited = (error: FastifyError | AppError): boolean =>
  error instanceof AppError ? error.code === 'rate_limited' : error.statusCode === 429;

/** A sign-up form posted without JavaScript that hits the rate limit still gets a page. */
function answerError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const accept = `${request.headers.accept ?? ''} ${request.headers['content-type'] ?? ''}`;
  if (isRateLimited(error) && request.method === 'POST' && !accept.includes('application/json')) {
    const slug = request.url.split('/')[1] ?? '';
    return reply
      .status(429)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', SMALL_PAGE_CSP)
      .send(
        subscribeResultPage({
          lang: requestLanguage(request),
          message: SUBSCRIBE_RATE_LIMITED,
          pageTitle: slug,
          backHref: `/${slug}`,
        }),
      );
  }
  return handleError(error, request, reply);
}

/**
 * The mailing forms a published page links to, beside the page at /<slug>: its sign-up form
 * (POST /<slug>/subscribe) and the signed link to leave a built-in list (/<slug>/leave). The
 * page draws the form from its block; these routes own what happens once it is sent.
 */
export const pageFormsPlugin = fp<PageFormsPluginOptions>(
  async (app: FastifyInstance, options) => {
    // The form parser and the error page stay inside this scope.
    await app.register(async (scope) => {
      if (!scope.hasDecorator('rateLimit')) await scope.register(rateLimit, { global: false });
      if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string' },
          (_request, body, done) =>
            done(null, Object.fromEntries(new URLSearchParams(String(body)))),
        );
      }
      scope.setErrorHandler(answerError);
      registerSubscribeRoutes(scope, {
        rateLimit: options.subscribeRateLimit ?? DEFAULT_SUBSCRIBE_RATE_LIMIT,
      });
      registerLeaveRoutes(scope);
      registerConfirmRoutes(scope);
    });
  },
  { name: 'podpie-page-forms' },
);
