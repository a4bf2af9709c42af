import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, podcastHealthChecks } from '../../db/schema.ts';
import { JobRunner } from '../../lib/jobs.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createOutboundClient } from '../../lib/outbound.ts';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { ensureHealthJobs, healthJobKey, PODCAST_HEALTH_JOB, podcastHealthJob } from './job.ts';
import { type FakeDirectory, startFakeDirectory } from './test-directory.ts';

const INTERVAL_MS = 900_000;
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let owner: AuthHeaders;
let stranger: AuthHeaders;
let directory: FakeDirectory;
const outbound = createOutboundClient({
  userAgent: 'PodpieBot/1.0 (+http://podpie.test)',
  allowPrivate: true,
  allowedPorts: 'any',
});

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  directory = await startFakeDirectory();
});
afterAll(async () => {
  outbound.close();
  await directory.close();
  await t.app.close();
});

const healthJob = () =>
  podcastHealthJob({
    db: t.app.db,
    outbound,
    now: t.clock.now,
    intervalMs: INTERVAL_MS,
    mailer: createMailer({ smtpUrl: undefined, from: 'no-reply@podpie.test' }),
    publicUrl: 'http://podpie.test',
    log: t.app.log,
  });
const runner = () =>
  new JobRunner(t.app.db, { handlers: { [PODCAST_HEALTH_JOB]: healthJob() }, now: t.clock.now });

async function newProject(body: object = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: owner,
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

/** Puts directory links on the page; answers the block ids in the order given. */
async function withLinks(projectId: number, pies: object[]): Promise<[number, ...number[]]> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/pies/sync`,
    headers: owner,
    payload: pies.map((pie, index) => ({ id: -(100_001 + index), sort_order: index + 1, ...pie })),
  });
  expect(response.statusCode, response.body).toBe(200);
  const stored: { id: number; sort_order: number }[] = response.json().pies;
  const [first, ...rest] = stored.sort((a, b) => a.sort_order - b.sort_order).map((pie) => pie.id);
  if (first === undefined) throw new Error('no blocks stored');
  return [first, ...rest];
}

const switchHealth = (projectId: number, on: boolean, headers = owner) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/projects/${projectId}`,
    headers,
    payload: { is_check_podcast_health: on },
  });

const charts = (projectId: number, headers = owner) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${projectId}/get_podcast_health_charts`,
    headers,
  });

const storedChecks = (projectId: number) =>
  t.app.db
    .select()
    .from(podcastHealthChecks)
    .where(eq(podcastHealthChecks.projectId, projectId))
    .orderBy(asc(podcastHealthChecks.id));

const hitsOf = (path: string) => directory.hits.filter((hit) => hit.endsWith(` ${path}`));

describe('the podcast-health job', () => {
  it('checks every directory link of a page that asks for it, and the chart shows the results', async () => {
    const id = await newProject();
    const base = directory.url;
    const [apple, spotify = 0, castbox = 0, badge = 0] = await withLinks(id, [
      { main_type: 'PODCAST-NETWORK', name: 'APPLE-PODCAST', link_value: `${base}/apple/p1/id1` },
      { main_type: 'PODCAST-NETWORK', name: 'SPOTIFY', link_value: `${base}/spotify/show/p1` },
      { main_type: 'PODCAST-NETWORK', name: 'CASTBOX', link_value: `${base}/castbox/p1` },
      {
        main_type: 'PLATFORM-BADGE',
        title: 'Overcast',
        icon_name: 'overcast',
        link_value: `${base}/overcast/p1`,
      },
      // Not directory links, or no address: never checked.
      { main_type: 'PODCAST-NETWORK', name: 'TUNEIN', icon_group: 'podcasts', icon_name: 'tunein' },
      { main_type: 'LINK-INPUT', title: 'Website', link_value: `${base}/website` },
    ]);
    directory.set('/spotify/show/p1', 'not-found-page');
    directory.set('/overcast/p1', 'head-refused');

    // Off: nothing is scheduled, nothing is checked.
    expect(await runner().runDue(t.clock.now())).toBe(0);
    expect((await charts(id)).json()).toEqual({
      data: expect.arrayContaining([expect.objectContaining({ network_id: apple, data: [] })]),
    });

    expect((await switchHealth(id, true)).statusCode).toBe(200);
    expect(await runner().runDue(t.clock.now())).toBe(1);

    const first = await storedChecks(id);
    expect(first.map((row) => [row.networkId, row.networkLabel, row.status, row.isError])).toEqual([
      [apple, 'Apple Podcasts', 200, false],
      [spotify, 'Spotify', 200, true],
      [castbox, 'Castbox', 200, false],
      [badge, 'Overcast', 200, false],
    ]);
    expect(first.every((row) => row.latencyMs >= 0)).toBe(true);
    // HEAD where it is taken; GET when HEAD is refused; Apple and Spotify pages are read.
    expect(hitsOf('/castbox/p1')).toEqual(['HEAD /castbox/p1']);
    expect(hitsOf('/overcast/p1')).toEqual(['HEAD /overcast/p1', 'GET /overcast/p1']);
    expect(hitsOf('/apple/p1/id1')).toEqual(['GET /apple/p1/id1']);
    expect(hitsOf('/website')).toEqual([]);

    // Not due again until the interval has passed.
    expect(await runner().runDue(t.clock.now())).toBe(0);
    directory.set('/castbox/p1', 'down');
    directory.set('/spotify/show/p1', 'up');
    t.clock.advance(INTERVAL_MS);
    expect(await runner().runDue(t.clock.now())).toBe(1);

    const answer = await charts(id);
    expect(answer.statusCode).toBe(200);
    type Network = { network_id: number; data: { created_at: string; latency_ms: number }[] };
    const byNetwork = new Map(
      (answer.json().data as Network[]).map((network) => [network.network_id, network]),
    );
    expect(byNetwork.get(castbox)).toEqual({
      network_id: castbox,
      network_label: 'Castbox',
      url: `${base}/castbox/p1`,
      uptime_7d: 50,
      down_since: expect.any(String),
      data: [
        expect.objectContaining({ is_error: false, status: 200, reason: null }),
        expect.objectContaining({ is_error: true, status: 503, reason: 'server_error' }),
      ],
    });
    expect(byNetwork.get(spotify)).toMatchObject({
      uptime_7d: 50,
      data: [{ is_error: true }, { is_error: false }],
    });
    expect(byNetwork.get(apple)).toMatchObject({ uptime_7d: 100 });
    const point = byNetwork.get(apple)?.data[0];
    expect(Number.isNaN(Date.parse(point?.created_at ?? ''))).toBe(false);
    // The order of the page, and no entry for links that are not directory links.
    expect((answer.json().data as { network_id: number }[]).map((n) => n.network_id)).toEqual([
      apple,
      spotify,
      castbox,
      badge,
    ]);
  });

  it('shows only the last 24 hours, counts 7 days for uptime and keeps 30 days', async () => {
    const id = await newProject({ is_check_podcast_health: true });
    const [apple] = await withLinks(id, [
      {
        main_type: 'PODCAST-NETWORK',
        name: 'APPLE-PODCAST',
        link_value: `${directory.url}/apple/p2`,
      },
    ]);
    const now = t.clock.now().getTime();
    const old = (daysAgo: number, isError: boolean) => ({
      projectId: id,
      networkId: apple,
      networkLabel: 'Apple Podcasts',
      url: `${directory.url}/apple/p2`,
      status: isError ? 500 : 200,
      latencyMs: 12,
      isError,
      createdAt: new Date(now - daysAgo * DAY_MS),
    });
    await t.app.db
      .insert(podcastHealthChecks)
      .values([old(31, true), old(3, true), old(2, false), old(1.5, false)]);
    directory.set('/apple/p2', 'down');
    expect(await runner().runDue(t.clock.now())).toBe(1);

    const rows = await storedChecks(id);
    expect(rows).toHaveLength(4);
    expect(rows.some((row) => row.createdAt.getTime() < now - 30 * DAY_MS)).toBe(false);
    const [network] = (await charts(id)).json().data;
    expect(network.data).toEqual([expect.objectContaining({ is_error: true, status: 503 })]);
    expect(network.uptime_7d).toBe(50);
  });

  it('follows a moved link with HEAD and gives up on a redirect loop', async () => {
    const id = await newProject({ is_check_podcast_health: true });
    await withLinks(id, [
      { main_type: 'PODCAST-NETWORK', name: 'CASTBOX', link_value: `${directory.url}/castbox/p3` },
      {
        main_type: 'PODCAST-NETWORK',
        name: 'OVERCAST',
        link_value: `${directory.url}/overcast/p3`,
      },
    ]);
    directory.set('/castbox/p3', 'moved');
    directory.set('/overcast/p3', 'redirect-loop');
    await t.app.db.delete(jobs).where(sql`${jobs.uniqueKey} <> ${healthJobKey(id)}`);
    expect(await runner().runDue(t.clock.now())).toBe(1);
    const rows = await storedChecks(id);
    expect(rows.map((row) => [row.networkLabel, row.status, row.isError])).toEqual([
      ['Castbox', 200, false],
      ['Overcast', null, true],
    ]);
    expect(hitsOf('/castbox/p3-moved')).toEqual(['HEAD /castbox/p3-moved']);
    // The outbound client's limit: the first answer and five redirects.
    expect(hitsOf('/overcast/p3')).toHaveLength(6);
  });

  it('answers 404 for another user’s project and 401 signed out', async () => {
    const id = await newProject();
    expect((await charts(id, stranger)).statusCode).toBe(404);
    expect((await switchHealth(id, true, stranger)).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${id}/get_podcast_health_charts`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('stops checking when switched off, and switching on again does not double the job', async () => {
    const id = await newProject();
    await withLinks(id, [
      { main_type: 'PODCAST-NETWORK', name: 'CASTBOX', link_value: `${directory.url}/castbox/p4` },
    ]);
    await switchHealth(id, true);
    await switchHealth(id, true);
    const key = healthJobKey(id);
    const jobsOf = () => t.app.db.select().from(jobs).where(eq(jobs.uniqueKey, key));
    expect(await jobsOf()).toHaveLength(1);
    expect(await runner().runDue(t.clock.now())).toBe(1);
    expect(await storedChecks(id)).toHaveLength(1);

    await switchHealth(id, false);
    t.clock.advance(INTERVAL_MS);
    await runner().runDue(t.clock.now());
    expect(await storedChecks(id)).toHaveLength(1);
    expect(await jobsOf()).toHaveLength(1);
  });
});

describe('several server processes on one database', () => {
  it('two job runners never run the same check twice, and each interval is checked once', async () => {
    // Only this test's projects check their links.
    await t.app.db.delete(jobs);
    await t.app.db.execute(sql`update projects set is_check_podcast_health = false`);
    const ids = [await newProject(), await newProject(), await newProject()];
    for (const [index, id] of ids.entries()) {
      await withLinks(id, [
        {
          main_type: 'PODCAST-NETWORK',
          name: 'CASTBOX',
          link_value: `${directory.url}/castbox/many-${index}`,
        },
        {
          main_type: 'PODCAST-NETWORK',
          name: 'OVERCAST',
          link_value: `${directory.url}/overcast/many-${index}`,
        },
      ]);
      await t.app.db.execute(
        sql`update projects set is_check_podcast_health = true where id = ${id}`,
      );
    }
    // Turned on outside the API (as a restart finds it): the start-up pass adds the jobs.
    await ensureHealthJobs(t.app.db);
    await ensureHealthJobs(t.app.db);

    const first = runner();
    const second = runner();
    const rounds = 4;
    for (let round = 0; round < rounds; round += 1) {
      const now = t.clock.now();
      const ran = await Promise.all([first.runDue(now), second.runDue(now)]);
      expect(ran[0] + ran[1]).toBe(ids.length);
      t.clock.advance(INTERVAL_MS);
    }
    for (const [index, id] of ids.entries()) {
      const rows = await storedChecks(id);
      expect(rows).toHaveLength(2 * rounds);
      const times = new Set(rows.map((row) => `${row.networkId}@${row.createdAt.toISOString()}`));
      expect(times.size).toBe(2 * rounds);
      expect(hitsOf(`/castbox/many-${index}`)).toHaveLength(rounds);
    }
  });

  it('a check claimed by a process that died is run by another once its lease expires', async () => {
    await t.app.db.delete(jobs);
    const id = await newProject({ is_check_podcast_health: true });
    await withLinks(id, [
      { main_type: 'PODCAST-NETWORK', name: 'CASTBOX', link_value: `${directory.url}/castbox/p6` },
    ]);
    // The dead process claimed the job and never finished it.
    await t.app.db
      .update(jobs)
      .set({ lockedAt: t.clock.now() })
      .where(eq(jobs.uniqueKey, healthJobKey(id)));
    expect(await runner().runDue(t.clock.now())).toBe(0);
    t.clock.advance(6 * 60_000);
    expect(await runner().runDue(t.clock.now())).toBe(1);
    expect(await storedChecks(id)).toHaveLength(1);
  });
});
