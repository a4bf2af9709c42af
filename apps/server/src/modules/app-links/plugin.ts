import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AppleEpisodesOf, episodeTargetFinder } from '../episode-page/episode-target.ts';
import { PUBLIC_PAGE_PLUGIN } from '../public-page/plugin.ts';
import { registerAppsRoute } from './apps-route.ts';
import { registerEpisodeGoRoute, registerGoRoute } from './go-route.ts';

export type AppLinksPluginOptions = {
  /** Apple's episodes of a show: an episode's go/apple-podcast then opens it at the episode. */
  appleEpisodesOf?: AppleEpisodesOf;
};

/**
 * A page's ways into the listener's apps: links to say on air (/<slug>/go/<app> and
 * /<slug>/<episode-key>/go/<app>) and the full list of its apps at /<slug>/apps. Register it
 * after the public page, whose page a go/ link for an unknown app answers.
 */
export const appLinksPlugin = fp<AppLinksPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { servePage } = app.publishedPages;
    registerGoRoute(app, servePage);
    registerEpisodeGoRoute(app, servePage, episodeTargetFinder(app, options.appleEpisodesOf));
    registerAppsRoute(app);
  },
  { name: 'podpie-app-links', dependencies: [PUBLIC_PAGE_PLUGIN] },
);
