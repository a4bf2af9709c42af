import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_PAGE_PLUGIN } from '../public-page/plugin.ts';
import { registerEpisodeRoutes } from './episode-routes.ts';
import type { AppleEpisodesOf } from './episode-target.ts';

export type EpisodePagePluginOptions = {
  /** Apple's episodes of a show: episode pages then link Apple Podcasts at the episode. */
  appleEpisodesOf?: AppleEpisodesOf;
};

/**
 * Every episode of a published page's feeds as its own page at /<slug>/<episode-key>, served
 * through the public page's store (app.publishedPages). Register it after the public page.
 */
export const episodePagePlugin = fp<EpisodePagePluginOptions>(
  async (app: FastifyInstance, options) => {
    registerEpisodeRoutes(app, options.appleEpisodesOf);
  },
  { name: 'podpie-episode-page', dependencies: [PUBLIC_PAGE_PLUGIN] },
);
