import { subscribersAnswer } from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn, signedIn } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { findOwnedProject } from '../projects/repository.ts';
import { PROJECT_NOT_FOUND } from '../projects/service.ts';
import { leaveLink } from './leave-link.ts';
import { listSubscribers, subscribersCsv } from './subscribers.ts';

/** The owner's view of a project's sign-ups: the list with its count, and a CSV export. */
export const subscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSignedIn);

  async function ownedProject(userId: number, id: number) {
    const project = await findOwnedProject(app.db, userId, id);
    if (!project) throw new AppError('not_found', PROJECT_NOT_FOUND);
    return project;
  }

  app.get(
    '/v1/projects/:id/subscribers',
    {
      schema: {
        tags: ['mailing'],
        summary: "A project's subscribers, oldest first",
        params: z.object({ id: idParam }),
        response: { 200: subscribersAnswer, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const project = await ownedProject(signedIn(request).user.id, request.params.id);
      const data = await listSubscribers(app.db, project.id);
      return { count: data.length, data };
    },
  );

  app.get(
    '/v1/projects/:id/subscribers.csv',
    {
      schema: {
        tags: ['mailing'],
        summary: "A project's subscribers as CSV, each with a personal link to leave the list",
        params: z.object({ id: idParam }),
        response: { 200: z.string(), 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const project = await ownedProject(signedIn(request).user.id, request.params.id);
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
};
