import { z } from 'zod';
import {
  MAX_PIES_PER_PROJECT,
  MAX_TITLE_LENGTH,
  type Pie,
  type PieInput,
  pieSchema,
} from '../pie/schema.ts';
import { isHttpUrl } from '../shared/url.ts';
import {
  type ProjectSettings,
  type ProjectStyle,
  projectSettingsSchema,
  projectStyleSchema,
} from './schema.ts';

/** What names a Podpie page document, so an import can tell it from any other JSON. */
export const EXPORT_FORMAT = 'podpie.page';
/** Raised whenever a field's meaning changes; an import reads every version up to its own. */
export const EXPORT_VERSION = 1;

/** A block as exported: everything but the server's bookkeeping. */
const exportedPieSchema = pieSchema.omit({ updated_at: true });

/** GET /v1/projects/{id}/export: a page its owner can keep, move or import again. */
export const projectExportSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exported_at: z.iso.datetime({ offset: true }),
  project: projectStyleSchema
    .partial()
    .extend(projectSettingsSchema.partial().shape)
    .extend({
      slug: z.string().max(100).optional(),
    }),
  pies: z.array(exportedPieSchema).max(MAX_PIES_PER_PROJECT),
  /** Addresses of the images the page shows, so an owner can keep copies. */
  uploads: z.array(z.string()),
});
export type ProjectExport = z.output<typeof projectExportSchema>;

const MAX_LINKS = 100;

/** A plain list of links, as Linktree's and LinkStack's exports hold them. */
export const linkListSchema = z
  .array(
    z.looseObject({
      title: z.string().trim().max(MAX_TITLE_LENGTH).optional(),
      url: z.string().trim().refine(isHttpUrl, { message: 'Each link needs an http(s) address.' }),
    }),
  )
  .min(1)
  .max(MAX_LINKS);

/** Either document POST /v1/projects/import accepts. */
export const importDocumentSchema = z.union([
  projectExportSchema,
  linkListSchema,
  z.looseObject({ links: linkListSchema }),
]);

/** What an import creates: the project's fields and its blocks, each with a temporary id. */
export interface ImportedPage {
  project: Partial<ProjectStyle & ProjectSettings>;
  pies: PieInput[];
}

const IMAGE_FIELDS = [
  'artwork_cdnUrl',
  'background_image_cdnUrl',
  'image_url',
] as const satisfies ReadonlyArray<keyof ProjectStyle | keyof Pie>;

/** The export document of a stored page. */
export function toProjectExport(
  project: ProjectStyle & Partial<ProjectSettings> & { slug: string },
  pies: readonly Pie[],
  now: Date,
): ProjectExport {
  const style = projectStyleSchema.parse(pick(project, Object.keys(projectStyleSchema.shape)));
  const uploads = new Set<string>();
  const remember = (value: unknown) => {
    if (typeof value === 'string' && value !== '') uploads.add(value);
  };
  for (const field of IMAGE_FIELDS) {
    if (field in style) remember(style[field as keyof ProjectStyle]);
  }
  const exported = pies.map(({ updated_at: _stamp, ...pie }) => {
    remember(pie.image_url);
    remember(pie.artwork_cdnUrl);
    return pie;
  });
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: now.toISOString(),
    project: {
      ...style,
      google_analytics_id: project.google_analytics_id ?? null,
      facebook_pixel_id: project.facebook_pixel_id ?? null,
      ...(project.language ? { language: project.language } : {}),
      slug: project.slug,
    },
    pies: exported,
    uploads: [...uploads],
  };
}

type LinkList = z.output<typeof linkListSchema>;

function isExport(
  document: ProjectExport | LinkList | { links: LinkList },
): document is ProjectExport {
  return !Array.isArray(document) && 'format' in document && document.format === EXPORT_FORMAT;
}

function pick(source: object, keys: readonly string[]): Record<string, unknown> {
  const entries = Object.entries(source).filter(([key]) => keys.includes(key));
  return Object.fromEntries(entries);
}

/**
 * A validated import document as a new page: an export keeps its style and blocks (each block a
 * new temporary id, in its order); a list of links becomes one LINK-INPUT block per link.
 */
export function importedPage(document: z.output<typeof importDocumentSchema>): ImportedPage {
  if (!isExport(document)) {
    const links = Array.isArray(document) ? document : document.links;
    return {
      project: {},
      pies: links.map((link, index) => ({
        id: -(index + 1),
        main_type: 'LINK-INPUT',
        title: link.title || new URL(link.url).hostname,
        link_value: link.url,
        sort_order: index + 1,
      })),
    };
  }
  const { slug: _slug, ...project } = document.project;
  const ordered = [...document.pies].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  return {
    project,
    pies: ordered.map((pie, index) => ({ ...pie, id: -(index + 1) })),
  };
}
