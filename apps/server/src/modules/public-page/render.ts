import { createHash } from 'node:crypto';
import {
  type Episode,
  type Language,
  LISTEN_SUB_TYPE,
  type ListenVisitor,
  type Pie,
} from '@podpie/core';
import { nextPageChangeAt, type PageProject, statusAt } from '@podpie/page';
import { allIcons } from '@podpie/page/all-icons';
import { pageCopiesLink, pageFont, renderPageHtml } from '@podpie/page/server';
import { z } from 'zod';
import type { ProjectRow } from '../projects/view.ts';
import { publicPageCsp } from './csp.ts';
import { pageBase } from './page-base.ts';
import type { PageVersion, PublishedPage } from './repository.ts';

/** A rendered public page and what its answer needs besides the HTML; Redis keeps it as JSON. */
export const renderedPageSchema = z.object({
  html: z.string(),
  etag: z.string(),
  csp: z.string(),
  /** When the page next looks different on its own (schedule or countdown boundary), in ms. */
  expiresAt: z.number().nullable(),
  /** The page has a 'Listen' section, whose apps are ordered for the visitor's device. */
  byDevice: z.boolean().default(false),
  /**
   * Drawn for an app's own browser (its first button leaves for the real one): never kept by a
   * shared cache, so the page's public copy stays the one every ordinary visitor gets.
   */
  inApp: z.boolean().default(false),
});
export type RenderedPage = z.output<typeof renderedPageSchema>;
/** The style and slug of a stored project, as packages/page draws them. */
export function pageProjectOf(row: ProjectRow): PageProject {
  const {
    id: _id,
    userId: _owner,
    created_at: _created,
    updated_at: _updated,
    pies_updated_at: _published,
    google_analytics_id: _ga,
    facebook_pixel_id: _fb,
    language: _language,
    ...style
  } = row;
  return style;
}

/** The cache key of a page: its published version and the language it is drawn in. */
export function pageCacheKey(version: PageVersion, lang: Language): string {
  return [
    version.projectId,
    version.updatedAt.getTime(),
    version.piesUpdatedAt?.getTime() ?? 'draft',
    version.feedVersion,
    lang,
    version.domain ?? '',
  ].join(':');
}

/**
 * A weak validator from the version, the language and the next boundary rather than from the
 * bytes: two processes rendering the same version a few seconds apart (countdown digits differ)
 * still answer each other's If-None-Match with 304.
 */
export function pageEtag(key: string, expiresAt: number | null): string {
  const digest = createHash('sha256')
    .update(`${key}:${expiresAt ?? 'never'}`)
    .digest('base64url')
    .slice(0, 27);
  return `W/"${digest}"`;
}

/** Page analytics on: where the beacon posts, the page token it carries, when that is renewed. */
export type PageBeacon = { url: string; token: string; renewsAt: number };

export type RenderInput = {
  page: PublishedPage;
  episodes: Readonly<Record<string, readonly Episode[]>>;
  lang: Language;
  now: Date;
  publicUrl: string;
  /** The owner's active domain: canonical and share addresses use it instead of the slug's. */
  domain?: string | null | undefined;
  cacheKey: string;
  /** Page analytics on: the page carries the beacon (page-lookup.ts's pageBeacon). */
  beacon?: PageBeacon | undefined;
  /** Who asks, for a page whose 'Listen' section follows the visitor's device. */
  visitor?: ListenVisitor;
};

/** True when the page shows a 'Listen' section now, so each device class gets its own copy. */
export function drawnPerDevice(pies: readonly Pie[], now: Date): boolean {
  return pies.some(
    (pie) =>
      pie.main_type === 'PODCAST-NETWORK' &&
      pie.sub_type === LISTEN_SUB_TYPE &&
      statusAt(pie, now) === 'visible',
  );
}

/**
 * Whether this visitor gets a copy of the page of their own: on a page whose 'Listen' section
 * follows the device, any phone; on every page, an app's own browser (its "Open in browser"
 * bar). Everyone else gets the plain copy, which the fast path sends.
 */
export function drawnForVisitor(visitor: ListenVisitor, byDevice: boolean): boolean {
  return visitor.inAppBrowser || (byDevice && visitor.device !== 'other');
}

/** The cache key's suffix for one visitor class; the plain key serves everyone else. */
export function visitorKey(visitor: ListenVisitor): string {
  return `${visitor.device}${visitor.inAppBrowser ? ':in-app' : ''}`;
}

/** The published page as a complete HTML document, with its policy and its next boundary. */
export function renderPublishedPage(input: RenderInput): RenderedPage {
  const { project, pies } = input.page;
  const analytics = {
    googleAnalyticsId: project.google_analytics_id,
    facebookPixelId: project.facebook_pixel_id,
  };
  const canonicalUrl = pageBase(input.publicUrl, project.slug, input.domain ?? null);
  const pageProject = pageProjectOf(project);
  const html = renderPageHtml({
    project: pageProject,
    pies,
    episodes: input.episodes,
    now: input.now,
    lang: input.lang,
    canonicalUrl: input.domain ? `${canonicalUrl}/` : canonicalUrl,
    shareImageUrl: `${canonicalUrl}/og.png`,
    analytics,
    icons: allIcons,
    ...(input.visitor ? { visitor: input.visitor } : {}),
    ...(input.beacon
      ? { beacon: { url: input.beacon.url, projectId: project.id, token: input.beacon.token } }
      : {}),
  });
  const changesAt = nextPageChangeAt(pies, input.now)?.getTime() ?? null;
  // A page with a beacon is drawn again when its token is renewed.
  const renewsAt = input.beacon?.renewsAt;
  const expiresAt =
    renewsAt === undefined ? changesAt : Math.min(changesAt ?? Number.POSITIVE_INFINITY, renewsAt);
  return {
    html,
    etag: pageEtag(input.cacheKey, expiresAt),
    csp: publicPageCsp({
      pies,
      now: input.now,
      ...analytics,
      beacon: input.beacon !== undefined,
      copiesLink: pageCopiesLink(input.visitor, canonicalUrl),
      fonts: pageFont(pageProject) !== 'system',
    }),
    expiresAt,
    byDevice: drawnPerDevice(pies, input.now),
    inApp: input.visitor?.inAppBrowser === true,
  };
}

const MAX_AGE_SECONDS = 60;
const STALE_SECONDS = 300;

/** The caching of a page that never changes on its own. */
const PAGE_CACHE_CONTROL = `public, max-age=${MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

/**
 * Lets a CDN or browser keep the page a minute (and serve it stale five more while it asks
 * again), but never past the moment a schedule or countdown changes it.
 */
export function pageCacheControl(expiresAt: number | null, now: Date | number): string {
  if (expiresAt === null) return PAGE_CACHE_CONTROL;
  const at = typeof now === 'number' ? now : now.getTime();
  const left = Math.floor((expiresAt - at) / 1000);
  const maxAge = Math.max(0, Math.min(MAX_AGE_SECONDS, left));
  const stale = Math.max(0, Math.min(STALE_SECONDS, left - maxAge));
  return `public, max-age=${maxAge}, stale-while-revalidate=${stale}`;
}
