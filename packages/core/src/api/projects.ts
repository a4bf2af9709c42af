import { z } from 'zod';
import { pieSchema } from '../pie/schema.ts';
import { projectBodySchema, projectSchema } from '../project/schema.ts';
import { slugSchema } from '../project/slug.ts';
import { piesForSaveSchema } from '../validation/pie-for-save.ts';

// The contract of /v1/projects: what the server validates and answers, and what the app parses.

/** A project as the API answers it: Project plus its page title and public short link. */
export const projectViewSchema = projectSchema.extend({
  title: z.string().nullable().describe("The HEADER-TITLE block's title"),
  short_link: z.string().describe('PUBLIC_URL + "/" + slug'),
});
export type ProjectView = z.output<typeof projectViewSchema>;

/** GET/PUT /v1/projects/:id and friends. */
export const projectAnswerSchema = z.object({ data: projectViewSchema });
/** GET /v1/projects */
export const projectListAnswerSchema = z.object({ data: z.array(projectViewSchema) });
/** DELETE /v1/projects/:id */
export const messageAnswerSchema = z.object({ message: z.string() });
/** GET /v1/projects/random_slug */
export const randomSlugAnswerSchema = z.object({ unique_slug: z.string() });
// GET /v1/projects/:id/get_podcast_health_charts: podcastHealthChartsAnswerSchema in health.ts.

/** PUT /v1/projects/:id: style fields and the slug; only the fields sent change. */
export const projectUpdateBodySchema = projectBodySchema.extend({
  slug: slugSchema.optional().describe('The link alias; a random unused one when left out'),
});

/**
 * POST /v1/projects: a project and, optionally, its first blocks (negative ids), stored in one
 * transaction, so a failed block never leaves a project behind and a retry never makes two.
 */
export const projectCreateBodySchema = projectUpdateBodySchema.extend({
  pies: piesForSaveSchema.optional().describe('The first blocks of the page, stored with it'),
});
export type ProjectCreateBody = z.input<typeof projectCreateBodySchema>;

/** The answer of POST /v1/projects: the project, and its blocks when some were sent. */
export const projectCreatedAnswerSchema = z.object({
  data: projectViewSchema,
  pies: z.array(pieSchema).optional(),
});
