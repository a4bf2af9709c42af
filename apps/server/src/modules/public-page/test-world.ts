// The world of the public-page tests: the whole app with the public page mounted, an owner who
// publishes pages through the API, and the listener's view of an answer (a parsed document).
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../test/database.ts';
import {
  type AuthHeaders,
  createUser,
  type TestApp,
  TestClock,
  testConfig,
} from '../../test/helper.ts';
import { SAMPLE_FEED_URL, samplePage } from '../../test/sample-page.ts';
import { PUBLIC_PAGE_PLUGIN, publicPagePlugin } from './plugin.ts';

/** The app as main.ts builds it, with the public page mounted when app.ts does not mount it yet. */
export async function buildPageApp(
  overrides: Partial<Config> = {},
  database?: DatabaseHandle,
  options: Pick<AppOptions, 'now' | 'soleProcess'> & { clearOfMidnight?: boolean } = {},
): Promise<TestApp> {
  const clock = new TestClock({ clearOfMidnight: options.clearOfMidnight });
  const config = testConfig(overrides);
  const app = await buildApp(config, {
    soleProcess: options.soleProcess,
    database: database ?? (await freshDatabase()),
    now: options.now ?? clock.now,
  });
  if (!app.hasPlugin(PUBLIC_PAGE_PLUGIN)) await app.register(publicPagePlugin);
  await app.ready();
  return { app, clock, config };
}

export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** The page app of this test file and one owner, made in beforeAll and closed in afterAll. */
export function pageAppOfFile(): TestApp & { owner: AuthHeaders } {
  const world = {} as TestApp & { owner: AuthHeaders };
  beforeAll(async () => {
    Object.assign(world, await buildPageApp());
    world.owner = await createUser(world.app);
  });
  afterAll(() => world.app.close());
  return world;
}

/** A 'Listen' link of the app `name`. */
export const listen = (name: string, link_value: string) => ({
  main_type: 'PODCAST-NETWORK',
  name,
  link_value,
  sub_type: 'LISTEN',
});

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

export { SAMPLE_FEED_URL as FEED_URL } from '../../test/sample-page.ts';

/** The sample page every suite shares, its feeds at `feedUrl`. */
export function everyBlock(feedUrl = SAMPLE_FEED_URL): PieFields[] {
  return samplePage({ feedUrl });
}
