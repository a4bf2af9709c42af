import { mailingDeliveryLogAnswer, subscribersAnswer } from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { requireVerifiedEmail } from '../auth/email-verification.ts';
import { requireSignedIn, signedIn } from '../auth/guard.ts';
import { requireOwnedProject } from '../projects/access.ts';
import { readDeliveryLog } from './delivery-log.ts';
import { leaveLink } from './leave-link.ts';
import { countPending, listSubscribers, subscribersCsv } from './subscribers.ts';

/** The owner's view of a project's sign-ups: the list with its count, and a CSV export. */
export const subscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/v1/projects/:id/subscribers',
    {
      schema: {
        tags: ['mailing'],
        summary: "A project's confirmed subscribers, oldest first, and how many wait to confirm",
        params: z.object({ id: idParam }),
        response: { 200: subscribersAnswer, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const project = await requireOwnedProject(
        app.db,
        signedIn(request).user.id,
        request.params.id,
      );
      const [rows, pending] = await Promise.all([
        listSubscribers(app.db, project.id),
        countPending(app.db, project.id),
      ]);
      const data = rows.map((row) => ({ email: row.email, created_at: row.created_at }));
      return { count: data.length, pending, data };
    },
  );

  app.get(
    '/v1/projects/:id/subscribers.csv',
    {
      schema: {
        tags: ['mailing'],
        summary:
          "A project's confirmed subscribers as CSV: each with a personal link to leave the list and the consent given",
        params: z.object({ id: idParam }),
        response: {
          200: z.string(),
          401: errorAnswer,
          403: errorAnswer.describe('email_unverified: the account has not verified its address'),
          404: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const session = signedIn(request);
      const project = await requireOwnedProject(app.db, session.user.id, request.params.id);
      requireVerifiedEmail(session);
      const rows = (await listSubscribers(app.db, project.id)).map((row) => ({
        ...row,
        leave_url: leaveLink(app.config.appSecret, app.config.publicUrl, project, row.email),
      }));
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${project.slug}.csv"`)
        .header('cache-control', 'no-store');
      return subscribersCsv(rows);
    },
  );

  app.get(
    '/v1/projects/:id/pies/:pieId/mailing_delivery_log',
    {
      schema: {
        tags: ['mailing'],
        summary:
          "A mailing block's delivery log, newest first: what the owner's mailing service answered about each confirmed sign-up (delivered, refused and why, retrying)",
        params: z.object({ id: idParam, pieId: idParam }),
        response: { 200: mailingDeliveryLogAnswer, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const project = await requireOwnedProject(
        app.db,
        signedIn(request).user.id,
        request.params.id,
      );
      return { data: await readDeliveryLog(app.db, project.id, request.params.pieId) };
    },
  );
};
