import { createServer } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, podcastHealthChecks } from '../../db/schema.ts';
import { JobRunner } from '../../lib/jobs.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createOutboundClient } from '../../lib/outbound.ts';
import {
  type ConnectionWatch,
  fakeResolver,
  watchConnections,
} from '../../lib/outbound-test-support.ts';
import {
  type AuthHeaders,
  buildTestApp,
  createUser,
  type TestApp,
  uniqueEmail,
} from '../../test/helper.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { PODCAST_HEALTH_JOB, podcastHealthJob } from './job.ts';
import { type FakeDirectory, startFakeDirectory } from './test-directory.ts';

const INTERVAL_MS = 900_000;

let t: TestApp;
let owner: AuthHeaders;
let ownerEmail: string;
let directory: FakeDirectory;
let sink: SmtpSink;
let closedPort: number;
let watch: ConnectionWatch;
// Names resolve to nothing: a link by name fails as DNS does, and nothing leaves loopback.
const outbound = createOutboundClient({
  userAgent: 'PodpieBot/1.0 (+http://podpie.test)',
  allowPrivate: true,
  allowedPorts: 'any',
  totalTimeoutMs: 1_500,
  lookup: fakeResolver({}),
});
const mailer = { current: createMailer({ smtpUrl: undefined, from: 'x@podpie.test' }) };

/** A port on 127.0.0.1 that nothing listens on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}

beforeAll(async () => {
  watch = watchConnections();
  sink = await startSmtpSink();
  mailer.current = createMailer({ smtpUrl: sink.url, from: 'Podpie <no-reply@podpie.test>' });
  t = await buildTestApp();
  ownerEmail = uniqueEmail('links');
  owner = await createUser(t.app, ownerEmail);
  directory = await startFakeDirectory();
  closedPort = await freePort();
});
afterAll(async () => {
  watch.stop();
  outbound.close();
  mailer.current.close();
  await directory.close();
  await sink.close();
  await t.app.close();
});
// Each test checks only its own projects.
beforeEach(async () => {
  await t.app.db.delete(jobs);
  sink.received.length = 0;
});

const runner = () =>
  new JobRunner(t.app.db, {
    handlers: {
      [PODCAST_HEALTH_JOB]: podcastHealthJob({
        db: t.app.db,
        outbound,
        now: t.clock.now,
        intervalMs: INTERVAL_MS,
        mailer: mailer.current,
        publicUrl: 'http://podpie.test',
        log: t.app.log,
      }),
    },
    now: t.clock.now,
  });

/** One round of checks of every project due, then the clock moves to the next round. */
async function checkRound(): Promise<void> {
  expect(await runner().runDue(t.clock.now())).toBeGreaterThan(0);
  t.clock.advance(INTERVAL_MS);
}

/** A project with health checking on, a title, and these blocks; answers its id. */
async function checkedProject(pies: object[], title = 'Pie Talk'): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: owner,
    payload: { is_check_podcast_health: true },
  });
  expect(created.statusCode).toBe(201);
  const id: number = created.json().data.id;
  const blocks = [{ main_type: 'HEADER-TITLE', title }, ...pies];
  const synced = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${id}/pies/sync`,
    headers: owner,
    payload: blocks.map((pie, index) => ({
      id: -(200_001 + index),
      sort_order: index + 1,
      ...pie,
    })),
  });
  expect(synced.statusCode, synced.body).toBe(200);
  return id;
}

const network = (name: string, link_value: string) => ({
  main_type: 'PODCAST-NETWORK',
  name,
  link_value,
});

type Row = {
  network_label: string;
  url: string;
  down_since: string | null;
  data: { is_error: boolean; reason: string | null; status: number | null; created_at: string }[];
};
async function chartRows(projectId: number): Promise<Row[]> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${projectId}/get_podcast_health_charts`,
    headers: owner,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
}

const mailsTo = (email: string) => sink.received.filter((mail) => mail.to.includes(email));

/** Waits until `count` mails reached the sink (sending is done when the job ends, but SMTP lags). */
async function expectMails(count: number) {
  await expect.poll(() => mailsTo(ownerEmail).length, { timeout: 5_000 }).toBe(count);
  // Nothing more follows a moment later.
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(mailsTo(ownerEmail)).toHaveLength(count);
  return mailsTo(ownerEmail);
}

describe('a failed check says why', () => {
  it('names not found, refused, server error, timeout, DNS and a closed port apart', async () => {
    const base = directory.url;
    directory.set('/castbox/gone', 'not-found');
    directory.set('/spotify/show/gone', 'not-found-page');
    directory.set('/overcast/blocked', 'forbidden');
    directory.set('/pocketcasts/broken', 'down');
    directory.set('/tunein/silent', 'silent');
    const id = await checkedProject([
      network('CASTBOX', `${base}/castbox/gone`),
      network('SPOTIFY', `${base}/spotify/show/gone`),
      network('OVERCAST', `${base}/overcast/blocked`),
      network('POCKETCAST', `${base}/pocketcasts/broken`),
      network('TUNEIN', `${base}/tunein/silent`),
      network('STITCHER', 'http://no-such-show.directory.test/show/1'),
      network('IHEART', `http://127.0.0.1:${closedPort}/show/1`),
      network('APPLE-PODCAST', `${base}/apple/fine`),
    ]);
    await checkRound();

    const rows = await chartRows(id);
    expect(rows.map((row) => [row.network_label, row.data.map((point) => point.reason)])).toEqual([
      ['Castbox', ['not_found']],
      ['Spotify', ['not_found']],
      ['Overcast', ['refused']],
      ['Pocket Casts', ['server_error']],
      ['TuneIn', ['timeout']],
      ['Stitcher', ['dns']],
      ['iHeartRadio', ['refused']],
      ['Apple Podcasts', [null]],
    ]);
    expect(rows[0]?.data[0]).toMatchObject({ is_error: true, status: 404 });
    expect(rows[2]?.data[0]).toMatchObject({ is_error: true, status: 403 });
    expect(rows[5]?.data[0]).toMatchObject({ is_error: true, status: null });
    // Stored, not worked out again when the chart is drawn.
    const stored = await t.app.db
      .select({ reason: podcastHealthChecks.reason })
      .from(podcastHealthChecks)
      .where(eq(podcastHealthChecks.projectId, id))
      .orderBy(asc(podcastHealthChecks.id));
    expect(stored.filter((row) => row.reason === null)).toHaveLength(1);
    expect(watch.nonLoopback()).toEqual([]);
  });

  it('says since when a link has been failing, and nothing once it works', async () => {
    directory.set('/castbox/since', 'up');
    const id = await checkedProject([network('CASTBOX', `${directory.url}/castbox/since`)]);
    await checkRound();
    directory.set('/castbox/since', 'not-found');
    await checkRound();
    await checkRound();
    const [row] = await chartRows(id);
    expect(row?.data.map((point) => point.is_error)).toEqual([false, true, true]);
    expect(row?.down_since).toBe(row?.data[1]?.created_at);
    directory.set('/castbox/since', 'up');
    await checkRound();
    expect((await chartRows(id))[0]?.down_since).toBeNull();
  });
});

describe('one row per address', () => {
  it('checks an address two blocks point at once, under the first block’s label', async () => {
    const base = directory.url;
    const host = new URL(base).host;
    const id = await checkedProject([
      network('OVERCAST', `${base}/overcast/shared`),
      network('CASTBOX', `${base}/castbox/own`),
      // The same address, its host written in capitals.
      {
        main_type: 'PLATFORM-BADGE',
        title: 'Overcast badge',
        icon_name: 'overcast',
        link_value: `http://${host.toUpperCase()}/overcast/shared`,
      },
    ]);
    await checkRound();
    const rows = await chartRows(id);
    expect(rows.map((row) => [row.network_label, row.url, row.data.length])).toEqual([
      ['Overcast', `${base}/overcast/shared`, 1],
      ['Castbox', `${base}/castbox/own`, 1],
    ]);
    expect(directory.hits.filter((hit) => hit.endsWith(' /overcast/shared'))).toHaveLength(1);
  });
});

describe('the owner’s e-mail when a link breaks', () => {
  it('goes once when a working link fails twice in a row, and once when it is back', async () => {
    const path = '/castbox/flaky';
    directory.set(path, 'up');
    await checkedProject([network('CASTBOX', `${directory.url}${path}`)], 'Pie Talk');
    await checkRound();

    // One bad answer is not a broken link.
    directory.set(path, 'not-found');
    await checkRound();
    await expectMails(0);
    directory.set(path, 'up');
    await checkRound();
    directory.set(path, 'not-found');
    await checkRound();
    await expectMails(0);

    await checkRound();
    const [broken] = await expectMails(1);
    expect(broken?.subject).toBe('Castbox link not working on "Pie Talk"');
    expect(broken?.text).toContain(`Address: ${directory.url}${path}`);
    expect(broken?.text).toContain('Reason: Not found (404)');
    expect(broken?.text).toContain('http://podpie.test/dashboard');
    expect(broken?.html).toContain('<a href="http://podpie.test/dashboard">');

    // Still broken: nothing more.
    await checkRound();
    await checkRound();
    await expectMails(1);

    directory.set(path, 'up');
    await checkRound();
    const [, back] = await expectMails(2);
    expect(back?.subject).toBe('Castbox link working again on "Pie Talk"');
    expect(back?.text).toContain(`Address: ${directory.url}${path}`);
    await checkRound();
    await expectMails(2);
  });

  it('is not sent for a link that never worked', async () => {
    directory.set('/castbox/never', 'down');
    await checkedProject([network('CASTBOX', `${directory.url}/castbox/never`)]);
    await checkRound();
    await checkRound();
    await checkRound();
    directory.set('/castbox/never', 'up');
    await checkRound();
    await expectMails(0);
  });
});
