// The world of the public-page tests: the whole app with the public page mounted, an owner who
// publishes pages through the API, and the listener's view of an answer (a parsed document).
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { type AppOptions, buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../test/database.ts';
import { type AuthHeaders, type TestApp, TestClock, testConfig } from '../../test/helper.ts';
import { PUBLIC_PAGE_PLUGIN, publicPagePlugin } from './plugin.ts';

/** The app as main.ts builds it, with the public page mounted when app.ts does not mount it yet. */
export async function buildPageApp(
  overrides: Partial<Config> = {},
  database?: DatabaseHandle,
  options: Pick<AppOptions, 'now' | 'soleProcess'> = {},
): Promise<TestApp> {
  const clock = new TestClock();
  const config = testConfig(overrides);
  const app = await buildApp(config, {
    ...options,
    database: database ?? (await freshDatabase()),
    now: options.now ?? clock.now,
  });
  if (!app.hasPlugin(PUBLIC_PAGE_PLUGIN)) await app.register(publicPagePlugin);
  await app.ready();
  return { app, clock, config };
}

export type PieFields = { main_type: string } & Record<string, unknown>;

let nextTempId = -1;

/** Creates a project (English unless given) and publishes these blocks; answers its id and slug. */
export async function publishPage(
  app: FastifyInstance,
  owner: AuthHeaders,
  pies: readonly PieFields[],
  project: Record<string, unknown> = {},
): Promise<{ id: number; slug: string }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: owner,
    // English unless a test says otherwise, so assertions read the English labels.
    payload: { language: 'en', ...project },
  });
  if (created.statusCode !== 201) throw new Error(`project not created: ${created.body}`);
  const { id, slug } = created.json().data as { id: number; slug: string };
  await syncPies(app, owner, id, pies);
  return { id, slug };
}

/** Publishes a new block list for an existing project (a later publish). */
export async function syncPies(
  app: FastifyInstance,
  owner: AuthHeaders,
  projectId: number,
  pies: readonly PieFields[],
): Promise<void> {
  const payload = pies.map((pie, index) => ({
    id: nextTempId--,
    sort_order: index + 1,
    ...pie,
  }));
  const synced = await app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/pies/sync`,
    headers: owner,
    payload,
  });
  if (synced.statusCode !== 200) throw new Error(`blocks not published: ${synced.body}`);
}

/** The answer as a listener's browser would hold it. */
export function documentOf(html: string): Document {
  return new JSDOM(html).window.document;
}

/** The visible words of an element, whitespace collapsed. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export const FEED_URL = 'https://feeds.example.com/daily-pie.xml';
export const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** A page holding every block type and sub type, filled in the way an owner would. */
export function everyBlock(feedUrl = FEED_URL): PieFields[] {
  const feeds = (['MIX-CARD-TILE', 'THUMBNAIL', 'CARD', 'TILE'] as const).map((layout) => ({
    main_type: 'PODCAST-FEED',
    sub_type: layout,
    title: `Feed ${layout}`,
    value: '3',
    link_value: feedUrl,
  }));
  return [
    {
      main_type: 'HEADER-TITLE',
      name: 'TITLE-AND-DESCRIPTION',
      title: 'The Daily Pie',
      description: 'Baking news every morning',
      image_url: 'https://img.example.com/art.jpg',
    },
    {
      main_type: 'PODCAST-NETWORK',
      name: 'APPLE-PODCAST',
      icon_group: 'podcasts',
      icon_name: 'apple_podcast',
      link_value: 'https://podcasts.apple.com/podcast/id123',
    },
    {
      main_type: 'AUTHORS',
      sub_type: 'HORIZONTAL-VIEW',
      title: 'Ada Crust',
      description: 'Host',
    },
    { main_type: 'TEXT-INPUT', title: 'About the show', description: 'We talk pies.' },
    {
      main_type: 'LINK-INPUT',
      title: 'Buy tickets',
      link_value: 'https://tickets.example.com',
      icon_group: 'fas',
      icon_name: 'ticket',
      price_tag: '$20',
    },
    {
      main_type: 'PLATFORM-BADGE',
      title: 'Spotify',
      description: 'Listen on',
      icon_group: 'podcasts',
      icon_name: 'spotify',
      link_value: 'https://open.spotify.com/show/abc',
    },
    {
      main_type: 'TIP-US-BADGE',
      name: 'Buy me a coffee',
      description: 'True Supporter',
      icon_group: 'podcasts',
      icon_name: 'buy_me_a_coffee',
      link_value: 'https://buymeacoffee.com/dailypie',
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'THUMBNAIL_BUTTON',
      title: 'Our shop',
      link_value: 'https://shop.example.com',
      image_url: 'https://img.example.com/shop.jpg',
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'BACKGROUND_BUTTON',
      title: 'Live show',
      link_value: 'https://live.example.com',
      image_url: 'https://img.example.com/live.jpg',
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'CARD_BUTTON',
      title: 'Recipe book',
      description: 'Fifty pies',
      link_value: 'https://book.example.com',
      image_url: 'https://img.example.com/book.jpg',
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'VIDEO_BUTTON',
      title: 'Trailer',
      link_value: YOUTUBE_LINK,
    },
    {
      main_type: 'COUNT-DOWN',
      title: 'Season two',
      countdown_from_date: '2030-06-01T00:00:00Z',
      countdown_to_date: '2030-06-17T15:30:20Z',
    },
    ...feeds,
    {
      main_type: 'MAILING-LIST',
      title: 'Join our newsletter!',
      button_text: 'Click to Subscribe',
      success_message: 'Thanks for subscribing!',
    },
    {
      main_type: 'SOCIAL-NETWORKS',
      name: 'INSTAGRAM',
      icon_group: 'fab',
      icon_name: 'instagram',
      social_username: 'thedailypie',
    },
    {
      main_type: 'MESSENGERS',
      name: 'TELEGRAM',
      icon_group: 'fab',
      icon_name: 'telegram',
      social_username: 'dailypie',
    },
  ];
}
