import { createHash } from 'node:crypto';
import {
  type Episode,
  type Language,
  LISTEN_SUB_TYPE,
  type ListenVisitor,
  type Pie,
  publicLink,
} from '@podpie/core';
import { nextPageChangeAt, type PageProject, statusAt } from '@podpie/page';
import { allIcons } from '@podpie/page/all-icons';
import { renderPageHtml } from '@podpie/page/server';
import type { ProjectRow } from '../projects/view.ts';
import { publicPageCsp } from './csp.ts';
import type { RenderedPage } from './page-cache.ts';
import type { PageVersion, PublishedPage } from './repository.ts';

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

/** The feed addresses whose episodes the page shows. */
export function feedUrlsOf(pies: readonly Pie[]): string[] {
  return [
    ...new Set(
      pies.flatMap((pie) =>
        pie.main_type === 'PODCAST-FEED' && pie.link_value ? [pie.link_value] : [],
      ),
    ),
  ];
}

/** The cache key of a page: its published version and the language it is drawn in. */
export function pageCacheKey(version: PageVersion, lang: Language): string {
  return [
    version.projectId,
    version.updatedAt.getTime(),
    version.piesUpdatedAt?.getTime() ?? 'draft',
    version.feedVersion,
    lang,
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

export type RenderInput = {
  page: PublishedPage;
  episodes: Readonly<Record<string, readonly Episode[]>>;
  lang: Language;
  now: Date;
  publicUrl: string;
  cacheKey: string;
  /** Page analytics on: the page carries the beacon posting to this address. */
  beaconUrl?: string | undefined;
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
  const canonicalUrl = publicLink(input.publicUrl, project.slug);
  const html = renderPageHtml({
    project: pageProjectOf(project),
    pies,
    episodes: input.episodes,
    now: input.now,
    lang: input.lang,
    canonicalUrl,
    shareImageUrl: `${canonicalUrl}/og.png`,
    analytics,
    icons: allIcons,
    ...(input.visitor ? { visitor: input.visitor } : {}),
    ...(input.beaconUrl ? { beacon: { url: input.beaconUrl, projectId: project.id } } : {}),
  });
  const expiresAt = nextPageChangeAt(pies, input.now)?.getTime() ?? null;
  return {
    html,
    etag: pageEtag(input.cacheKey, expiresAt),
    csp: publicPageCsp({ pies, now: input.now, ...analytics, beacon: Boolean(input.beaconUrl) }),
    expiresAt,
    byDevice: drawnPerDevice(pies, input.now),
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
