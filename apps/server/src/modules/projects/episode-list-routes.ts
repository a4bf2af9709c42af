import { keyedEpisodes, projectEpisodesAnswerSchema, publicLink } from '@podpie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswer, idParam } from '../../lib/schemas.ts';
import { signedIn } from '../auth/guard.ts';
import { findActiveDomainOfProject } from '../domains/repository.ts';
import { loadPageEpisodes } from '../episode-page/published-episodes.ts';
import { pageBase } from '../public-page/page-base.ts';
import type { ProjectService } from './service.ts';

/** Enough to find this week's episode and a few before it, small enough for a picker. */
const NEWEST_EPISODES = 20;

/** Newest first; an episode without a date goes last, keeping its feed order. */
function byNewest(a: string | null, b: string | null): number {
  const at = (value: string | null) => (value ? Date.parse(value) || 0 : 0);
  return at(b) - at(a);
}

/**
 * GET /v1/projects/:id/episodes: the published page's newest episodes with the addresses of their
 * pages and QR codes, so the dashboard can share one. Registered inside the signed-in projects
 * scope; read the same way the episode pages read them, so every key listed has a page.
 */
export function episodeListRoutes(projects: ProjectService): FastifyPluginAsyncZod {
  return async (app) => {
    const publicUrl = app.config.publicUrl.replace(/\/+$/, '');
    app.get(
      '/v1/projects/:id/episodes',
      {
        schema: {
          tags: ['projects'],
          summary: "The published page's newest episodes, each with its page and QR code addresses",
          params: z.object({ id: idParam }),
          response: { 200: projectEpisodesAnswerSchema, 401: errorAnswer, 404: errorAnswer },
        },
      },
      async (request) => {
        const project = await projects.owned(signedIn(request).user.id, request.params.id);
        const loaded = await loadPageEpisodes(app.db, project.id, app.now());
        if (!loaded) return { data: [] };
        const domain = await findActiveDomainOfProject(app.db, project.id);
        const base = pageBase(publicUrl, project.slug, domain);
        // The codes are drawn on the product's own host, whatever domain they lead to.
        const pictures = publicLink(publicUrl, project.slug);
        const newest = keyedEpisodes(loaded.episodes)
          .sort((a, b) => byNewest(a.episode.published_at, b.episode.published_at))
          .slice(0, NEWEST_EPISODES);
        return {
          data: newest.map(({ key, episode }) => ({
            key,
            title: episode.title,
            published_at: episode.published_at,
            url: `${base}/${key}`,
            qr_png: `${pictures}/${key}/qr.png`,
            qr_svg: `${pictures}/${key}/qr.svg`,
          })),
        };
      },
    );
  };
}
