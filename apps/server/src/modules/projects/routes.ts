import {
  projectBodySchema,
  projectSettingsSchema,
  slugSchema,
  uptimeStatsSchema,
} from '@podpie/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn, signedIn } from '../../lib/auth.ts';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { ProjectService } from './service.ts';
import { projectViewSchema } from './view.ts';

const projectBody = projectBodySchema.extend({
  slug: slugSchema.optional().describe('The link alias; a random unused one when left out'),
});
const projectAnswer = z.object({ data: projectViewSchema });
const params = z.object({ id: idParam });

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
  const projects = new ProjectService(app.db, app.now, app.config.publicUrl);
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/v1/projects',
    {
      schema: {
        tags: ['projects'],
        summary: "The signed-in user's projects, newest first",
        response: { 200: z.object({ data: z.array(projectViewSchema) }), 401: errorAnswer },
      },
    },
    async (request) => ({ data: await projects.list(signedIn(request).user.id) }),
  );

  app.post(
    '/v1/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'Create a project',
        body: projectBody,
        response: { 201: projectAnswer, 401: errorAnswer, 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const view = await projects.create(signedIn(request).user.id, request.body);
      return reply.status(201).send({ data: view });
    },
  );

  app.get(
    '/v1/projects/random_slug',
    {
      schema: {
        tags: ['projects'],
        summary: 'A random link alias no project uses',
        response: { 200: z.object({ unique_slug: z.string() }), 401: errorAnswer },
      },
    },
    async () => ({ unique_slug: await projects.unusedSlug() }),
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
        body: projectBody,
        response: { 200: projectAnswer, 401: errorAnswer, 404: errorAnswer, 422: errorAnswer },
      },
    },
    async (request) => {
      const changes = onlySent(request, request.body);
      return { data: await projects.update(signedIn(request).user.id, request.params.id, changes) };
    },
  );

  app.delete(
    '/v1/projects/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Delete a project and its blocks; its slug is free again',
        params,
        response: { 200: z.object({ message: z.string() }), 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => ({
      message: await projects.delete(signedIn(request).user.id, request.params.id),
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
        response: {
          200: z.object({ data: z.array(uptimeStatsSchema) }),
          401: errorAnswer,
          404: errorAnswer,
        },
      },
    },
    async (request) => {
      await projects.owned(signedIn(request).user.id, request.params.id);
      return { data: [] };
    },
  );
};
