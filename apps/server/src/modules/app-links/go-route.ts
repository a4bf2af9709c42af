import { type EpisodeTarget, episodeLinkFor, findDirectory, type Pie } from '@podpie/core';
import { safeHref, statusAt } from '@podpie/page';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPageSlug } from '../../lib/page-slug.ts';
import { findPageVersion, loadPublishedPage } from '../public-page/page-lookup.ts';
import type { ServePage } from '../public-page/published-pages.ts';

/**
 * The app block a go/ link names ('spotify', 'apple-podcast', 'pocketcasts': any spelling of a
 * directory's name or label, see findDirectory), among the page's visible linked apps.
 */
export function appNamed(pies: readonly Pie[], name: string, now: Date): Pie | undefined {
  const wanted = findDirectory(name)?.name;
  if (!wanted || wanted === 'RSS') return undefined;
  return pies.find(
    (pie) =>
      pie.main_type === 'PODCAST-NETWORK' &&
      findDirectory(pie.name)?.name === wanted &&
      statusAt(pie, now) === 'visible' &&
      safeHref(pie.link_value) !== undefined,
  );
}

/**
 * Which episode a go/ link is for. The show's /<slug>/go/<app> has none; the episode pages'
 * module answers it for /<slug>/<episode-key>/go/<app> (null: no such episode).
 */
export type FindEpisode = (projectId: number, key: string) => Promise<EpisodeTarget | null>;

/**
 * GET /<slug>/go/<app>: a link to say on air. 302 to the app's link for the show (or for the
 * episode, see registerEpisodeGoRoute), counted as a click of that app; an app the page does not
 * list answers the page itself, so a misheard link still lands somewhere useful.
 */
export function registerGoRoute(app: FastifyInstance, servePage: ServePage): void {
  app.get<{ Params: { slug: string; app: string } }>(
    '/:slug/go/:app',
    { schema: { hide: true }, helmet: false },
    (request, reply) => sendGo(app, servePage, request, reply, request.params),
  );
}

/**
 * /<slug>/<episode-key>/go/<app>: the same, at the episode (the app's link for it where the app
 * has one, the show's otherwise), counted as a click on that episode.
 */
export function registerEpisodeGoRoute(
  app: FastifyInstance,
  servePage: ServePage,
  findEpisode: FindEpisode,
): void {
  app.get<{ Params: { slug: string; episode: string; app: string } }>(
    '/:slug/:episode/go/:app',
    { schema: { hide: true }, helmet: false },
    (request, reply) => sendGo(app, servePage, request, reply, { ...request.params, findEpisode }),
  );
}

async function sendGo(
  app: FastifyInstance,
  servePage: ServePage,
  request: FastifyRequest,
  reply: Parameters<ServePage>[1],
  target: { slug: string; app: string; episode?: string; findEpisode?: FindEpisode },
) {
  const { slug } = target;
  if (!isPageSlug(slug)) return reply.callNotFound();
  const version = await findPageVersion(app.db, slug);
  const page =
    version?.piesUpdatedAt != null ? await loadPublishedPage(app.db, version.projectId) : null;
  const now = app.now();
  const pie = page ? appNamed(page.pies, target.app, now) : undefined;
  if (!page || !pie) return servePage(request, reply, slug);
  let href = safeHref(pie.link_value);
  let episodeKey: string | undefined;
  if (target.episode !== undefined && target.findEpisode) {
    const episode = await target.findEpisode(page.project.id, target.episode);
    if (!episode) return servePage(request, reply, slug);
    href = safeHref(episodeLinkFor(pie, episode)?.href) ?? href;
    episodeKey = episode.key;
  }
  if (!href) return servePage(request, reply, slug);
  await app.analytics.click({
    projectId: page.project.id,
    pieId: pie.id,
    episodeKey,
    headers: request.headers,
  });
  // Each hearing is a click: no shared cache may answer it in the server's place.
  return reply.header('cache-control', 'private, no-store').redirect(href, 302);
}
