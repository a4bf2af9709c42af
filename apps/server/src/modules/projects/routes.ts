import {
  messageAnswerSchema,
  oldSlugsAnswerSchema,
  podcastHealthChartsAnswerSchema,
  projectAnswerSchema,
  projectCreateBodySchema,
  projectCreatedAnswerSchema,
  projectListAnswerSchema,
  projectSettingsSchema,
  projectUpdateBodySchema,
  randomSlugAnswerSchema,
  slugAvailabilityAnswerSchema,
  slugAvailabilityQuerySchema,
  slugProposalAnswerSchema,
  slugProposalQuerySchema,
} from '@podpie/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { requireSignedIn, signedIn } from '../auth/guard.ts';
import { podcastHealthCharts } from '../health/charts.ts';
import { scheduleHealthCheck } from '../health/job.ts';
import { episodeListRoutes } from './episode-list-routes.ts';
import { exportRoutes } from './export-routes.ts';
import { previewRoutes } from './preview-routes.ts';
import { ProjectService } from './service.ts';
import { SLUG_RESERVATION_DAYS } from './slug-reservation.ts';

const projectAnswer = projectAnswerSchema;
const params = z.object({ id: idParam });
// Asked while the owner types (debounced): generous, but a loop cannot walk the address space.
const SLUG_CHECK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

// The body schema fills defaults for a new project; a change must only touch the fields sent.
const sentFields = new WeakMap<FastifyRequest, Set<string>>();
async function rememberSentFields(request: FastifyRequest) {
  const body = request.body;
  sentFields.set(request, new Set(body && typeof body === 'object' ? Object.keys(body) : []));
}
function onlySent<T extends object>(request: FastifyRequest, parsed: T): Partial<T> {
  const sent = sentFields.get(request) ?? new Set<string>();
  const changes: Partial<T> = { ...parsed };
  for (const key in changes) {
    if (!sent.has(key)) delete changes[key];
  }
  return changes;
}

/** GET/POST /v1/projects, GET/PUT/DELETE /v1/projects/:id and friends; owner only. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const projects = new ProjectService(app.db, app.now, app.config.publicUrl, app.pageChanges);
  app.addHook('onRequest', requireSignedIn);
  await app.register(exportRoutes(projects));
  await app.register(episodeListRoutes(projects));
  await app.register(previewRoutes(projects));
  const startHealthChecks = async (projectId: number) => {
    await scheduleHealthCheck(app.db, projectId);
    app.jobs.wake();
  };

  app.get(
    '/v1/projects',
    {
      schema: {
        tags: ['projects'],
        summary: "The signed-in user's projects, newest first",
        response: { 200: projectListAnswerSchema, 401: errorAnswer },
      },
    },
    async (request) => ({ data: await projects.list(signedIn(request).user.id) }),
  );

  app.post(
    '/v1/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Create a project, with its first blocks when `pies` is sent (one transaction)',
        body: projectCreateBodySchema,
        response: { 201: projectCreatedAnswerSchema, 401: errorAnswer, 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const { pies, ...fields } = request.body;
      // The page speaks the owner's language: the app sends it; a bare API call gets the browser's.
      const language = fields.language ?? requestLanguage(request);
      const created = await projects.createWithPies(
        signedIn(request).user.id,
        { ...fields, language },
        pies ?? [],
      );
      if (created.view.is_check_podcast_health) await startHealthChecks(created.view.id);
      return reply
        .status(201)
        .send(pies ? { data: created.view, pies: created.pies } : { data: created.view });
    },
  );

  app.get(
    '/v1/projects/random_slug',
    {
      schema: {
        tags: ['projects'],
        summary: 'A random link alias no project uses',
        response: { 200: randomSlugAnswerSchema, 401: errorAnswer },
      },
    },
    async () => ({ unique_slug: await projects.unusedSlug() }),
  );

  app.get(
    '/v1/projects/slug_availability',
    {
      config: { rateLimit: SLUG_CHECK_RATE_LIMIT },
      schema: {
        tags: ['projects'],
        summary:
          "Whether the owner may take a link alias: available, taken, reserved (another owner's page's old address) or invalid, with the reason",
        querystring: slugAvailabilityQuerySchema,
        response: {
          200: slugAvailabilityAnswerSchema,
          401: errorAnswer,
          404: errorAnswer,
          429: errorAnswer,
        },
      },
    },
    async (request) =>
      projects.slugAvailability(
        signedIn(request).user.id,
        request.query.slug,
        request.query.project_id,
      ),
  );

  app.get(
    '/v1/projects/slug_proposal',
    {
      config: { rateLimit: SLUG_CHECK_RATE_LIMIT },
      schema: {
        tags: ['projects'],
        summary:
          "A free link alias made from the show's name (numbered when taken), or a random one when the name gives none",
        querystring: slugProposalQuerySchema,
        response: {
          200: slugProposalAnswerSchema,
          401: errorAnswer,
          404: errorAnswer,
          429: errorAnswer,
        },
      },
    },
    async (request) =>
      projects.proposeSlug(signedIn(request).user.id, request.query.name, request.query.project_id),
  );

  app.get(
    '/v1/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'One project',
        params,
        response: { 200: projectAnswer, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => ({ data: await projects.get(signedIn(request).user.id, request.params.id) }),
  );

  app.put(
    '/v1/projects/:id',
    {
      preValidation: rememberSentFields,
      schema: {
        tags: ['projects'],
        summary: 'Change a project; fields left out keep their value',
        params,
        body: projectUpdateBodySchema,
        response: { 200: projectAnswer, 401: errorAnswer, 404: errorAnswer, 422: errorAnswer },
      },
    },
    async (request) => {
      const changes = onlySent(request, request.body);
      const userId = signedIn(request).user.id;
      // Switching podcast health checking on starts the checks now rather than at the next run.
      const switchingOn =
        changes.is_check_podcast_health === true &&
        !(await projects.owned(userId, request.params.id)).is_check_podcast_health;
      const view = await projects.update(userId, request.params.id, changes);
      if (switchingOn) await startHealthChecks(view.id);
      return { data: view };
    },
  );

  app.delete(
    '/v1/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Delete a project and its blocks; its slug is free again',
        params,
        response: { 200: messageAnswerSchema, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => ({
      message: await projects.delete(signedIn(request).user.id, request.params.id),
    }),
  );

  app.get(
    '/v1/projects/:id/old_slugs',
    {
      schema: {
        tags: ['projects'],
        summary: `Addresses the project had before: each redirects to it, and no other owner may take it, until freed or ${SLUG_RESERVATION_DAYS} days after it was left`,
        params,
        response: { 200: oldSlugsAnswerSchema, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => ({
      data: await projects.oldSlugs(signedIn(request).user.id, request.params.id),
    }),
  );

  app.delete(
    '/v1/projects/:id/old_slugs/:slug',
    {
      schema: {
        tags: ['projects'],
        summary:
          'Free an old address: it stops redirecting and anyone may take it; answers the rest',
        params: z.object({ id: idParam, slug: z.string().min(1).max(100) }),
        response: { 200: oldSlugsAnswerSchema, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => ({
      data: await projects.freeOldSlug(
        signedIn(request).user.id,
        request.params.id,
        request.params.slug,
      ),
    }),
  );

  app.put(
    '/v1/projects/:id/update_settings',
    {
      schema: {
        tags: ['projects'],
        summary: 'Analytics ids (Google Analytics, Facebook pixel); empty clears one',
        params,
        body: projectSettingsSchema,
        response: { 200: projectAnswer, 401: errorAnswer, 404: errorAnswer, 422: errorAnswer },
      },
    },
    async (request) => ({
      data: await projects.updateSettings(
        signedIn(request).user.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/v1/projects/:id/get_podcast_health_charts',
    {
      schema: {
        tags: ['projects'],
        summary: 'Uptime of the podcast networks of a project (filled by the health job)',
        params,
        response: { 200: podcastHealthChartsAnswerSchema, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const project = await projects.owned(signedIn(request).user.id, request.params.id);
      return { data: await podcastHealthCharts(app.db, project.id, app.now()) };
    },
  );
};
