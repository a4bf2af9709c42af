import { findEpisodeByKey } from '@podpie/core';
import { statusAt } from '@podpie/page';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { scheduleFeedRefreshes } from '../feeds/refresh.ts';
import { registerAppsRoute } from './apps-route.ts';
import { registerEpisodeRoutes } from './episode-routes.ts';
import { type AppleEpisodesOf, episodeTarget } from './episode-target.ts';
import { registerFontRoutes } from './font-routes.ts';
import { registerEpisodeGoRoute, registerGoRoute } from './go-route.ts';
import type { PageChanges } from './page-changes.ts';
import { registerPageRoutes } from './page-routes.ts';
import { loadPageEpisodes } from './published-episodes.ts';
import { registerRobotsRoutes } from './robots-routes.ts';
import { createPageStore, type PageStore, sharedDraw } from './store.ts';
import { trust } from './trust.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every process that a published page changed (page-changes.ts; set in app.ts). */
    pageChanges: PageChanges;
  }
}

export type PublicPagePluginOptions = {
  /** Short links and canonical URLs start with it; app.config.publicUrl by default. */
  publicUrl?: string;
  /** Shares rendered pages between server processes; app.redis by default. */
  redis?: Redis | null;
  /** A page shows a feed with no stored copy yet; by default its refresh job is scheduled. */
  onMissingFeed?: (url: string) => Promise<void>;
  /** The published pages of this process, which the fast path sends from (app.ts). */
  store?: PageStore;
  /** Where pages post analytics events; none leaves the beacon out. */
  beaconUrl?: string;
  /** Apple's episodes of a show: episode pages then link Apple Podcasts at the episode. */
  appleEpisodesOf?: AppleEpisodesOf;
};

export const PUBLIC_PAGE_PLUGIN = 'podpie-public-page';

/**
 * The public side of a page at /<slug>: the published page itself and, at /<slug>/apps, the full
 * list of its apps (its pictures are modules/page-images, its mailing forms mailing's page-forms
 * plugin). Register it after the API and before the single-page app, which answers every address
 * that is not a page slug.
 */
export const publicPagePlugin = fp<PublicPagePluginOptions>(
  async (app: FastifyInstance, options) => {
    const publicUrl = (options.publicUrl ?? app.config.publicUrl).replace(/\/+$/, '');
    const redis = options.redis ?? (app.hasDecorator('redis') ? app.redis : null);
    const onMissingFeed = options.onMissingFeed ?? ((url) => scheduleFeedRefreshes(app.db, [url]));
    const store = options.store ?? createPageStore();
    const changes = app.pageChanges;
    changes.listen(store);

    const routeDeps = {
      publicUrl,
      store,
      // The client logs an outage once (lib/redis.ts); pages are then drawn in this process.
      shared: sharedDraw(redis),
      trustMs: () => trust({ soleProcess: changes.soleProcess, subscribed: changes.complete() }),
      onMissingFeed,
      beaconUrl: options.beaconUrl,
      appleEpisodesOf: options.appleEpisodesOf,
    };
    const servePage = registerPageRoutes(app, routeDeps);
    registerEpisodeRoutes(app, routeDeps);
    registerRobotsRoutes(app, publicUrl);
    registerAppsRoute(app);
    registerFontRoutes(app);
    // Links to say on air; /<slug>/<episode-key>/go/<app> is registerEpisodeGoRoute (go-route.ts).
    registerGoRoute(app, servePage);
    registerEpisodeGoRoute(app, servePage, async (projectId, key) => {
      const now = app.now();
      const loaded = await loadPageEpisodes(app.db, projectId, now);
      const found = loaded ? findEpisodeByKey(loaded.episodes, key) : null;
      if (!loaded || !found) return null;
      const visible = loaded.page.pies.filter((pie) => statusAt(pie, now) === 'visible');
      return episodeTarget(visible, found, options.appleEpisodesOf, (error) =>
        app.log.warn({ err: error, key }, 'Apple episode ids out of reach; go/ opens the show'),
      );
    });
  },
  { name: PUBLIC_PAGE_PLUGIN },
);
