// The real Podpie server for the load benches: in this process, on 127.0.0.1, with the embedded
// database in a temp folder or PostgreSQL, signed up and holding one published 20-block page.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import {
  PUBLIC_PAGE_PLUGIN,
  publicPagePlugin,
} from '../../apps/server/src/modules/public-page/plugin.ts';

export async function call(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Twenty blocks of the kinds a real page mixes. */
export function twentyBlocks() {
  const blocks: Record<string, unknown>[] = [
    {
      main_type: 'HEADER-TITLE',
      title: 'The Daily Pie',
      description: 'Baking news every morning.',
      image_url: 'https://img.example.com/art.jpg',
    },
    ...['APPLE-PODCAST', 'SPOTIFY', 'OVERCAST'].map((name) => ({
      main_type: 'PODCAST-NETWORK',
      name,
      icon_group: 'podcasts',
      icon_name: name.toLowerCase().replace('-', '_'),
      link_value: `https://directory.example.com/${name.toLowerCase()}`,
    })),
    { main_type: 'AUTHORS', sub_type: 'HORIZONTAL-VIEW', title: 'Ada Crust', description: 'Host' },
    {
      main_type: 'AUTHORS',
      sub_type: 'HORIZONTAL-VIEW',
      title: 'Bo Filling',
      description: 'Producer',
    },
    {
      main_type: 'TEXT-INPUT',
      title: 'About the show',
      description: 'Two bakers, one oven and the week in pastry.',
    },
    ...[1, 2, 3].map((n) => ({
      main_type: 'LINK-INPUT',
      title: `Link number ${n}`,
      link_value: `https://links.example.com/${n}`,
      icon_group: 'fas',
      icon_name: 'link',
    })),
    {
      main_type: 'PLATFORM-BADGE',
      title: 'Spotify',
      description: 'Listen on',
      icon_group: 'podcasts',
      icon_name: 'spotify',
      link_value: 'https://open.spotify.com/show/abc',
    },
    {
      main_type: 'PLATFORM-BADGE',
      title: 'Apple Podcasts',
      description: 'Listen on',
      icon_group: 'podcasts',
      icon_name: 'apple_podcast',
      link_value: 'https://podcasts.apple.com/podcast/id1',
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
      sub_type: 'CARD_BUTTON',
      title: 'Recipe book',
      description: 'Fifty pies.',
      link_value: 'https://book.example.com',
      image_url: 'https://img.example.com/book.jpg',
    },
    {
      main_type: 'CARD-INPUT',
      sub_type: 'VIDEO_BUTTON',
      title: 'Trailer',
      link_value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
    {
      main_type: 'COUNT-DOWN',
      title: 'Season two',
      countdown_from_date: inDays(-1),
      countdown_to_date: inDays(30),
    },
    {
      main_type: 'PODCAST-FEED',
      sub_type: 'MIX-CARD-TILE',
      title: 'Latest episodes',
      value: '3',
      link_value: 'https://feeds.example.com/pie.xml',
    },
    {
      main_type: 'MAILING-LIST',
      title: 'Join our newsletter!',
      button_text: 'Click to Subscribe',
      success_message: 'Thanks for subscribing!',
    },
    {
      main_type: 'TIP-US-BADGE',
      name: 'Buy me a coffee',
      description: 'True Supporter',
      icon_group: 'podcasts',
      icon_name: 'buy_me_a_coffee',
      link_value: 'https://buymeacoffee.com/pie',
    },
    {
      main_type: 'SOCIAL-NETWORKS',
      name: 'INSTAGRAM',
      icon_group: 'fab',
      icon_name: 'instagram',
      social_username: 'thedailypie',
    },
  ];
  return blocks.map((block, index) => ({ id: -(index + 1), sort_order: index + 1, ...block }));
}

/** Starts the server, signs up, publishes the page; answers its address and a way to stop. */
export async function startPodpie(dataDir: string, databaseUrl?: string, redisUrl?: string) {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'bench-only-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    RUN_JOBS: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const app = await buildApp(config);
  if (!app.hasPlugin(PUBLIC_PAGE_PLUGIN)) await app.register(publicPagePlugin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  const base = `http://127.0.0.1:${address.port}`;

  const signedUp = await call(base, '/api/auth', {
    method: 'POST',
    body: { email: 'bench@example.com', password: 'bench-password-42' },
  });
  const auth = Object.fromEntries(
    ['access-token', 'client', 'uid'].map((name) => [name, signedUp.headers.get(name) ?? '']),
  );
  const project = (await (
    await call(base, '/api/v1/projects', { method: 'POST', headers: auth, body: {} })
  ).json()) as {
    data: { id: number; slug: string };
  };
  const blocks = twentyBlocks();
  await call(base, `/api/v1/projects/${project.data.id}/pies/sync`, {
    method: 'POST',
    headers: auth,
    body: blocks,
  });
  return {
    app,
    auth,
    base,
    projectId: project.data.id,
    path: `/${project.data.slug}`,
    blocks: blocks.length,
    close: () => app.close(),
  };
}
