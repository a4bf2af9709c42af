import {
  importDocumentSchema,
  importedPage,
  issueIn,
  type Pie,
  piesForSaveSchema,
  projectCreatedAnswerSchema,
  projectExportSchema,
  toProjectExport,
} from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { signedIn } from '../auth/guard.ts';
import { PieService } from '../pies/service.ts';
import type { ProjectService } from './service.ts';

// An export of 200 blocks with long texts stays well under this.
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** ['pies', 3, 'link_value'] -> "pies[3].link_value", as every validation answer names a field. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`,
    )
    .join('');
}

/** An export is checked as one, so its errors name its fields; anything else as a link list. */
function importSchemaFor(body: unknown) {
  const isExport = typeof body === 'object' && body !== null && 'format' in body;
  return isExport ? projectExportSchema : importDocumentSchema;
}

function refused(issue: z.core.$ZodIssue | undefined, prefix: PropertyKey[] = []): AppError {
  const path = fieldPath([...prefix, ...(issue?.path ?? [])]) || 'body';
  const message = `${path}: ${issueIn('en', issue?.message ?? 'Invalid input')}`;
  return new AppError('validation_failed', message, { issues: [{ path, message }] });
}

/**
 * A document may come from anyone, and its integration ids name some account's mailing
 * integration: an imported sign-up form has no target until the owner picks one of their own.
 */
function withoutMailingTarget(pie: Pie): Pie {
  return pie.main_type === 'MAILING-LIST'
    ? { ...pie, integration_id: null, mailing_list_id: null }
    : pie;
}

/**
 * GET /v1/projects/:id/export and POST /v1/projects/import: a page as a versioned document its
 * owner can keep, and a new project made from one (or from a plain list of links). Registered
 * inside the signed-in projects scope.
 */
export function exportRoutes(projects: ProjectService): FastifyPluginAsyncZod {
  return async (app) => {
    const pies = new PieService(app.db, app.now, app.pageChanges, app.config.publicUrl);

    app.get(
      '/v1/projects/:id/export',
      {
        schema: {
          tags: ['projects'],
          summary: 'The page as a versioned JSON document (settings, blocks, upload addresses)',
          params: z.object({ id: idParam }),
          response: { 200: projectExportSchema, 401: errorAnswer, 404: errorAnswer },
        },
      },
      async (request, reply) => {
        const userId = signedIn(request).user.id;
        const project = await projects.owned(userId, request.params.id);
        const stored = await pies.list(userId, project.id);
        reply.header('content-disposition', `attachment; filename="podpie-${project.slug}.json"`);
        return toProjectExport(project, stored.pies, app.now());
      },
    );

    app.post(
      '/v1/projects/import',
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags: ['projects'],
          summary: 'A new project from an export document, or from a list of { title, url } links',
          // Checked in the handler, so a refused export names the exact field that is wrong.
          body: z
            .unknown()
            .describe('An export document of GET /v1/projects/{id}/export, or [{ title, url }]'),
          response: { 201: projectCreatedAnswerSchema, 401: errorAnswer, 422: errorAnswer },
        },
      },
      async (request, reply) => {
        const document = importSchemaFor(request.body).safeParse(request.body);
        if (!document.success) throw refused(document.error.issues[0]);
        const page = importedPage(document.data);
        const checked = piesForSaveSchema.safeParse(page.pies);
        if (!checked.success) throw refused(checked.error.issues[0], ['pies']);
        const language = page.project.language ?? requestLanguage(request);
        const created = await projects.createWithPies(
          signedIn(request).user.id,
          { ...page.project, language },
          checked.data.map(withoutMailingTarget),
          // Someone else's page, or an old one, is not put online by opening a file: it waits
          // in the editor as a draft until its new owner publishes it.
          { published: false },
        );
        return reply.status(201).send({ data: created.view, pies: created.pies });
      },
    );
  };
}
