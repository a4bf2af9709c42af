import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { scheduleFeedRefreshes } from '../feeds/refresh.ts';
import { registerFontRoutes } from './font-routes.ts';
import type { PageChanges } from './page-changes.ts';
import { publishedVersion } from './page-lookup.ts';
import { registerPageRoutes } from './page-routes.ts';
import { answerFor } from './published-pages.ts';
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
};

export const PUBLIC_PAGE_PLUGIN = 'podpie-public-page';

/**
 * The published page itself at /<slug>, and app.publishedPages (published-pages.ts) for the
 * pages served under it: episode pages (modules/episode-page), go/ links and the apps list
 * (modules/app-links). Its pictures are modules/page-images, its mailing forms mailing's
 * page-forms plugin. Register it after the API and before the single-page app, which answers
 * every address that is not a page slug.
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
    };
    const servePage = registerPageRoutes(app, routeDeps);
    registerFontRoutes(app);
    app.decorate('publishedPages', {
      publicUrl,
      beaconUrl: options.beaconUrl,
      version: (request, reply, slug, now) =>
        publishedVersion(app, routeDeps, request, reply, slug, now),
      answer: (key, userAgent, now, draw) => answerFor(routeDeps, key, userAgent, now, draw),
      servePage,
    });
  },
  { name: PUBLIC_PAGE_PLUGIN },
);
