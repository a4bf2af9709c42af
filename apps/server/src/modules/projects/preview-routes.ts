import { languageOfTag, projectPreviewAnswerSchema, projectPreviewQuerySchema } from '@podpie/core';
import { backdropStyle, type PageLang } from '@podpie/page';
import { allIcons } from '@podpie/page/all-icons';
import { renderEditorPreviewHtml } from '@podpie/page/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { signedIn } from '../auth/guard.ts';
import { pieFromRow } from '../pies/mapping.ts';
import { listPieRows } from '../pies/repository.ts';
import { pageProjectOf } from '../public-page/render.ts';
import type { ProjectService } from './service.ts';

/** The CSS custom properties of a style object, as strings (the frame sets them one by one). */
function customProperties(style: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(style)
      .filter(([name, value]) => name.startsWith('--') && value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The page's language from the interface's: its code (tw) or a language tag (zh-TW). */
const pageLangOf = (lang: string | undefined): PageLang => languageOfTag(lang ?? '') ?? 'en';

/**
 * GET /v1/projects/:id/preview: the stored page drawn as the editor draws it first, which the
 * editor's frame (apps/web's early-asks.ts) paints while the app's scripts are on their way: the
 * page's artwork is the editor's largest paint, and only the app drew it. Registered inside the
 * signed-in projects scope; the owner's own page, so another's answers 404 as everywhere.
 */
export function previewRoutes(projects: ProjectService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/projects/:id/preview',
      {
        schema: {
          tags: ['projects'],
          summary: 'The stored page drawn as the editor first shows it (HTML), for its frame',
          params: z.object({ id: idParam }),
          querystring: projectPreviewQuerySchema,
          response: { 200: projectPreviewAnswerSchema, 401: errorAnswer, 404: errorAnswer },
        },
      },
      async (request) => {
        const row = await projects.owned(signedIn(request).user.id, request.params.id);
        const pies = (await listPieRows(app.db, row.id)).map(pieFromRow);
        const project = pageProjectOf(row);
        const stamps = [row.updated_at, row.pies_updated_at].filter((at) => at !== null);
        const newest = Math.max(...stamps.map((at) => at.getTime()));
        return {
          data: {
            html: renderEditorPreviewHtml({
              project,
              pies,
              now: app.now(),
              lang: pageLangOf(request.query.lang),
              icons: allIcons,
            }),
            updated_at: new Date(newest).toISOString(),
            backdrop: customProperties(backdropStyle(project)),
            has_title: pies.some((pie) => pie.main_type === 'HEADER-TITLE'),
          },
        };
      },
    );
  };
}
