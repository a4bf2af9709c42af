import { createHash } from 'node:crypto';
import { episodeKeyHash, findEpisodeByKey } from '@podpie/core';
import { firstImageSrc, pageMeta } from '@podpie/page';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { artworkVersion } from '../../lib/artwork-version.ts';
import { IMAGE_TIMEOUT_SECONDS, inImageLane } from '../../lib/image-lane.ts';
import { isPageSlug } from '../../lib/page-slug.ts';
import { sendNotFoundPage } from '../../lib/web-app.ts';
import { loadPageEpisodes } from '../episode-page/published-episodes.ts';
import { findPageVersion } from '../public-page/page-lookup.ts';
import { pageProjectOf } from '../public-page/render.ts';
import { type ArtworkSource, loadArtwork } from './artwork.ts';
import { createDrawnImages } from './drawn-images.ts';

/** Twice the 320 px the episode page draws it at, for phones' dense screens. */
export const EPISODE_ART_SIDE = 640;
/** About 60 KB each: a few MB of the server's memory at most. */
const CACHED_ARTWORKS = 150;
/** Asked for by its artwork's name (?v=): another artwork has another address. */
const NAMED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Asked for without a name, or an old one: a feed may change an episode's artwork. */
const ART_CACHE_CONTROL = 'public, max-age=86400';

class ArtworkUnavailable extends Error {}

type ScaledArtwork = { body: Buffer; type: 'image/jpeg' | 'image/webp' };

/**
 * JPEG, unless the artwork has an alpha channel: JPEG has none, and sharp would draw its
 * transparent parts black (a logo on a clear background, as some feeds give, became a black
 * square). WebP keeps them, as the original did, at about the same weight.
 */
async function scaleArtwork(bytes: Buffer): Promise<ScaledArtwork> {
  const image = sharp(bytes, { failOn: 'error' })
    .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
    .resize({
      width: EPISODE_ART_SIDE,
      height: EPISODE_ART_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const { hasAlpha } = await image.metadata();
  return hasAlpha
    ? { body: await image.webp({ quality: 80, alphaQuality: 90 }).toBuffer(), type: 'image/webp' }
    : { body: await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer(), type: 'image/jpeg' };
}

/**
 * GET /:slug/:episodeKey/art.jpg: the episode's artwork (its own, or the show's) scaled to what
 * the episode page draws. Feed hosts serve artwork of 1,400-3,000 px, often over a megabyte, for
 * a 320 px picture. Fetched through the guarded outbound client, scaled once per address and
 * kept; an artwork that cannot be fetched or read sends the visitor to its own address instead.
 * The page asks with the artwork's name (`?v=`, lib/artwork-version.ts), which answers a kept
 * copy straight from memory: every visitor of an episode page asks, and reading the page's
 * episodes for each of them would cost as much as the page itself.
 */
export function registerEpisodeArtRoutes(
  app: FastifyInstance,
  options: { artwork: ArtworkSource },
): void {
  type Scaled = ScaledArtwork & { etag: string };
  const scaled = createDrawnImages<Scaled>({ maxEntries: CACHED_ARTWORKS });
  const byName = new LRUCache<string, Scaled>({ max: CACHED_ARTWORKS });

  const send = (
    ifNoneMatch: string | undefined,
    reply: FastifyReply,
    made: Scaled,
    named: boolean,
  ) => {
    reply
      .header('content-type', made.type)
      .header('cache-control', named ? NAMED_CACHE_CONTROL : ART_CACHE_CONTROL)
      .header('etag', made.etag)
      .header('content-security-policy', "default-src 'none'");
    if (ifNoneMatch === made.etag) return reply.status(304).send();
    return reply.send(made.body);
  };

  app.get<{ Params: { slug: string; episodeKey: string }; Querystring: { v?: string } }>(
    '/:slug/:episodeKey/art.jpg',
    { schema: { hide: true } },
    async (request, reply) => {
      const { slug, episodeKey } = request.params;
      if (!isPageSlug(slug) || episodeKeyHash(episodeKey) === null) return reply.callNotFound();
      const asked = typeof request.query.v === 'string' ? request.query.v : undefined;
      const ifNoneMatch = request.headers['if-none-match'];
      // Under its own page's address only: another page's path answers nothing from here.
      const name = asked ? `${slug}/${episodeKey}?v=${asked}` : undefined;
      const kept = name ? byName.get(name) : undefined;
      if (kept) return send(ifNoneMatch, reply, kept, true);
      const version = await findPageVersion(app.db, slug);
      if (!version?.piesUpdatedAt) return sendNotFoundPage(reply);
      const loaded = await loadPageEpisodes(app.db, version.projectId, app.now());
      const found = loaded ? findEpisodeByKey(loaded.episodes, episodeKey) : null;
      if (!loaded || !found) return sendNotFoundPage(reply);
      const meta = pageMeta(pageProjectOf(loaded.page.project), loaded.page.pies);
      const imageUrl = firstImageSrc(found.episode.image, meta.imageUrl);
      if (!imageUrl) return sendNotFoundPage(reply);

      const made = await scaled(imageUrl, async () => {
        const bytes = await loadArtwork(imageUrl, options.artwork);
        if (!bytes) throw new ArtworkUnavailable();
        const artwork = await inImageLane(() => scaleArtwork(bytes));
        const etag = `"${createHash('sha256').update(artwork.body).digest('base64url').slice(0, 27)}"`;
        return { ...artwork, etag };
      });
      if (made === 'failed') {
        // The picture as the feed gives it: larger, but the page keeps its artwork.
        return reply.header('cache-control', 'public, max-age=60').redirect(imageUrl, 302);
      }
      const named = asked === artworkVersion(imageUrl);
      if (named && name) byName.set(name, made);
      return send(ifNoneMatch, reply, made, named);
    },
  );
}
