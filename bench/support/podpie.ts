// The real Podpie server for the load benches: in this process, on 127.0.0.1, with the embedded
// database in a temp folder or PostgreSQL, signed up and holding the published sample page.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { saveFetchedFeed } from '../../apps/server/src/modules/feeds/repository.ts';
import {
  PUBLIC_PAGE_PLUGIN,
  publicPagePlugin,
} from '../../apps/server/src/modules/public-page/plugin.ts';
import {
  SAMPLE_FEED_URL,
  samplePage,
  withTempIds,
} from '../../apps/server/src/test/sample-page.ts';
import { type Episode, episodeKey } from '../../packages/core/src/index.ts';

/** A show's stored feed as the refresh keeps it: `count` weekly episodes, newest first. */
function weeklyEpisodes(count: number): Episode[] {
  return Array.from({ length: count }, (_, index) => {
    const number = count - index;
    return {
      guid: `bench-episode-${number}`,
      title: `Episode ${number}: a conversation about pies`,
      link: `https://example.com/episodes/${number}`,
      description: `Notes for episode ${number}: the guests, the recipes and what went wrong.`,
      notes_html: `<p>Notes for episode ${number}: the guests, the <a href="https://example.com/r" rel="nofollow ugc noopener">recipes</a> and what went wrong.</p><ul><li>Crust</li><li>Filling</li></ul>`,
      enclosure_url: `https://cdn.example.com/episodes/${number}.mp3`,
      enclosure_type: 'audio/mpeg',
      duration: 2520,
      published_at: new Date(Date.UTC(2024, 0, 1) - index * 7 * 86_400_000).toISOString(),
      image: null,
      people: [{ name: 'Ada Host', role: 'host', group: 'cast', img: null, href: null }],
    };
  });
}

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

/** Starts the server, signs up, publishes the page; answers its address and a way to stop. */
export async function startPodpie(
  dataDir: string,
  databaseUrl?: string,
  redisUrl?: string,
  /** Stores this many episodes of the page's feed, so its episode pages can be measured. */
  episodes = 0,
  /** Where the sample page's pictures are (see sample-images.ts). */
  imageBase?: string,
) {
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
  const blocks = withTempIds(samplePage({ imageBase }));
  await call(base, `/api/v1/projects/${project.data.id}/pies/sync`, {
    method: 'POST',
    headers: auth,
    body: blocks,
  });
  const stored = weeklyEpisodes(episodes);
  if (episodes > 0) {
    await saveFetchedFeed(
      app.db,
      SAMPLE_FEED_URL,
      { title: 'The Daily Pie', episodes: stored },
      { etag: null, lastModified: null },
      new Date(),
    );
  }
  const newest = stored[0];
  return {
    app,
    auth,
    base,
    projectId: project.data.id,
    path: `/${project.data.slug}`,
    /** The newest episode's page, when episodes were stored. */
    episodePath: newest ? `/${project.data.slug}/${episodeKey(newest)}` : null,
    blocks: blocks.length,
    close: () => app.close(),
  };
}
