import { z } from 'zod';
import { pieSchema } from '../pie/schema.ts';
import { projectBodySchema, projectSchema } from '../project/schema.ts';
import { slugSchema } from '../project/slug.ts';
import { httpUrl } from '../shared/url.ts';
import { piesForSaveSchema } from '../validation/pie-for-save.ts';

// The contract of /v1/projects: what the server validates and answers, and what the app parses.

/** A project as the API answers it: Project plus its page title and public short link. */
export const projectViewSchema = projectSchema.extend({
  address_chosen: z
    .boolean()
    .describe('The owner chose the address, or kept the random one; false until the first publish'),
  title: z.string().nullable().describe("The HEADER-TITLE block's title"),
  short_link: z.string().describe('PUBLIC_URL + "/" + slug'),
});
export type ProjectView = z.output<typeof projectViewSchema>;

/** GET/PUT /v1/projects/:id and friends. */
export const projectAnswerSchema = z.object({ data: projectViewSchema });
/** GET /v1/projects */
export const projectListAnswerSchema = z.object({ data: z.array(projectViewSchema) });
/** GET /v1/projects/random_slug */
export const randomSlugAnswerSchema = z.object({ unique_slug: z.string() });

const SLUG_AVAILABILITY = ['available', 'taken', 'reserved', 'invalid'] as const;

/** GET /v1/projects/slug_availability?slug=&project_id= */
export const slugAvailabilityQuerySchema = z.object({
  slug: z.string().max(200).describe('The link alias the owner is typing'),
  project_id: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("The owner's project asking: its own address, and its old ones, count as free"),
});
export const slugAvailabilityAnswerSchema = z.object({
  slug: z.string().describe('The alias as it would be stored (trimmed)'),
  status: z
    .enum(SLUG_AVAILABILITY)
    .describe(
      "available; taken by another page; reserved: an old address of another owner's page; invalid",
    ),
  message: z.string().nullable().describe('Why it cannot be had, in English; null when available'),
  key: z.string().nullable().describe('The same reason as a translation key for the app'),
});
export type SlugAvailabilityAnswer = z.output<typeof slugAvailabilityAnswerSchema>;

/** GET /v1/projects/slug_proposal?name=&project_id= */
export const slugProposalQuerySchema = z.object({
  name: z.string().max(500).default('').describe("The show's name (the page title)"),
  project_id: slugAvailabilityQuerySchema.shape.project_id,
});
export const slugProposalAnswerSchema = z.object({
  unique_slug: z.string().describe('A free alias: the name, numbered when taken, else random'),
  from_name: z.boolean().describe('False when the name gave no free alias and this one is random'),
  short_link: z.string().describe('PUBLIC_URL + "/" + unique_slug: where the page would answer'),
});
export type SlugProposal = z.output<typeof slugProposalAnswerSchema>;

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

/** The answer of POST /v1/projects: the project, and its blocks when some were sent. */
export const projectCreatedAnswerSchema = z.object({
  data: projectViewSchema,
  pies: z.array(pieSchema).optional(),
});

/**
 * POST /v1/projects/import_from_url: a draft project made from someone's page of links (Linktree,
 * Beacons, LinkStack, LittleLink, Carrd or any page). Answers like POST /v1/projects, unpublished.
 */
export const importFromUrlBodySchema = z.strictObject({
  url: httpUrl.describe('The address of the page of links to read'),
});

/**
 * An address a project had before its current one. It keeps redirecting (301) to the project,
 * and nobody else may take it, until the owner frees it or `reserved_until` passes.
 */
export const oldSlugSchema = z.object({
  slug: z.string(),
  short_link: z.string().describe('PUBLIC_URL + "/" + slug: it redirects to the current address'),
  left_at: z.string().describe('When the project moved away from this address'),
  reserved_until: z
    .string()
    .describe('Until then only this owner may take the alias; after it, anyone may'),
});
export type OldSlug = z.output<typeof oldSlugSchema>;
/** GET /v1/projects/:id/old_slugs and DELETE /v1/projects/:id/old_slugs/:slug (what is left). */
export const oldSlugsAnswerSchema = z.object({ data: z.array(oldSlugSchema) });

/** One of a published page's newest episodes, as the dashboard shares it. */
export const projectEpisodeSchema = z.object({
  key: z.string().describe("The episode page's key: /<slug>/<key>"),
  title: z.string(),
  published_at: z.string().nullable(),
  url: z
    .string()
    .describe("The episode page's address (on the owner's active domain when there is one)"),
  qr_png: z.string().describe("The episode's QR code as PNG, in the project's QR settings"),
  qr_svg: z.string().describe('The same QR code as SVG'),
});
export type ProjectEpisode = z.output<typeof projectEpisodeSchema>;
/** GET /v1/projects/:id/episodes: newest first; empty while the page is unpublished or unfed. */
export const projectEpisodesAnswerSchema = z.object({ data: z.array(projectEpisodeSchema) });

/**
 * GET /v1/projects/:id/preview: the stored page drawn as the editor first shows it, for the
 * editor's frame to paint before the app arrives (its own script reads it; nothing else does).
 */
export const projectPreviewAnswerSchema = z.object({
  data: z.object({
    html: z.string().describe('The page in editor mode (hidden blocks dimmed), without episodes'),
    updated_at: z
      .string()
      .describe(
        'The stored copy as new as its newest part: a newer browser draft is shown instead',
      ),
    backdrop: z
      .record(z.string(), z.string())
      .describe("The page's background as the CSS properties the editor draws behind it"),
    has_title: z.boolean().describe('The page has its title block'),
  }),
});
export const projectPreviewQuerySchema = z.object({
  lang: z.string().max(10).optional().describe("The interface's language (the page's words)"),
});
