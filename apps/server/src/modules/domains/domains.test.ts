import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDnsServer, type TestDnsServer } from '../../test/dns-server.ts';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { publishPage } from '../public-page/test-world.ts';
import { loadDomainsConfig } from './config.ts';

// The whole flow of an owner's domain through the API, verified by node:dns against a DNS server
// this test runs on 127.0.0.1; mail goes to an SMTP sink.
const TARGET = 'pages.podpie.test';
let world: TestApp;
let dns: TestDnsServer;
let sink: SmtpSink;
let owner: AuthHeaders & { id: number };
let ownerEmail: string;
let projectId: number;

beforeAll(async () => {
  dns = await startTestDnsServer();
  sink = await startSmtpSink();
  world = await buildTestApp({
    domains: loadDomainsConfig(
      {
        DOMAIN_ALLOW_TEST_TLD: 'true',
        DOMAIN_TARGET_HOST: TARGET,
        DOMAIN_DNS_SERVERS: dns.address,
        TLS_ASK_NETWORKS: '10.9.0.0/16',
      },
      'http://podpie.test',
    ),
    smtpUrl: sink.url,
  });
  ownerEmail = `domains-${Date.now()}@example.com`;
  owner = await createUser(world.app, ownerEmail);
  ({ id: projectId } = await publishPage(world.app, owner, [
    { main_type: 'HEADER-TITLE', title: 'Daily Pie' },
  ]));
});
afterAll(async () => {
  await world?.app.close();
  await dns?.close();
  await sink?.close();
});

const domainUrl = (id = projectId) => `/api/v1/projects/${id}/domain`;
const put = (body: object, headers: AuthHeaders = owner, id = projectId) =>
  world.app.inject({ method: 'PUT', url: domainUrl(id), headers, payload: body });
const checkNow = (headers: AuthHeaders = owner, id = projectId) =>
  world.app.inject({ method: 'POST', url: `${domainUrl(id)}/check`, headers });
const storedDomains = async () =>
  (await world.app.db.execute(sql`select domain from project_domains order by domain`)) as unknown;
const ask = (domain: string, remoteAddress = '127.0.0.1') =>
  world.app.inject({ url: `/internal/tls-allowed?domain=${domain}`, remoteAddress });

/** The test DNS holds every record the answer asks for. */
function publishRecords(records: { type: string; name: string; value: string }[]) {
  for (const record of records) {
    if (record.type === 'CNAME') dns.set(record.name, { CNAME: record.value });
    if (record.type === 'TXT') dns.set(record.name, { TXT: [record.value] });
  }
}

beforeEach(async () => {
  await world.app.db.execute(sql`delete from project_domains`);
  dns.failing = false;
  dns.set(TARGET, { A: ['127.0.0.1'] });
});

describe('connecting a domain', () => {
  it.each([
    ['127.0.0.1', 'Enter a domain name, not an IP address.'],
    ['localhost', 'localhost cannot be reached from the internet; enter a public domain.'],
    ['podpie.test', 'This is Podpie’s own address; enter a domain of your own.'],
    [TARGET, 'This is Podpie’s own address; enter a domain of your own.'],
    ['printer.local', 'This top-level name is reserved and never public; enter a public domain.'],
    ['not a domain', 'Enter a domain name such as links.myshow.com.'],
  ])('refuses %s with a clear message and stores nothing', async (domain, message) => {
    const answer = await put({ domain });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ errors: [message], code: 'validation_failed' });
    expect(answer.json().key).toMatch(/^domains:refused\./);
    expect((await world.app.inject({ url: domainUrl(), headers: owner })).json()).toEqual({
      data: null,
    });
  });

  it('stores the domain lower-cased and IDNA-encoded, pending, with the records to create', async () => {
    const answer = await put({ domain: 'Links.Bücher.test', primary: false });
    expect(answer.statusCode).toBe(200);
    const view = answer.json().data;
    expect(view).toMatchObject({
      domain: 'links.xn--bcher-kva.test',
      state: 'pending',
      reason: 'notChecked',
      primary: false,
      url: 'https://links.xn--bcher-kva.test/',
    });
    expect(view.records).toEqual([
      { type: 'CNAME', name: 'links.xn--bcher-kva.test', value: TARGET },
      {
        type: 'TXT',
        name: '_podpie.links.xn--bcher-kva.test',
        value: expect.stringMatching(/^podpie-verify=[0-9a-f]{32}$/),
      },
    ]);
    expect((await world.app.inject({ url: domainUrl(), headers: owner })).json().data).toEqual(
      view,
    );
  });

  it('walks pending -> active -> failing -> active through the DNS, mailing the owner', async () => {
    const view = (await put({ domain: 'links.dailypie.test' })).json().data;
    expect((await checkNow()).json().data).toMatchObject({ state: 'pending', reason: 'noPointer' });
    expect((await ask('links.dailypie.test')).statusCode).toBe(404);

    dns.set('links.dailypie.test', { CNAME: 'elsewhere.test' });
    expect((await checkNow()).json().data).toMatchObject({ reason: 'wrongPointer' });
    dns.set('links.dailypie.test', { CNAME: TARGET });
    expect((await checkNow()).json().data).toMatchObject({ state: 'pending', reason: 'noTxt' });
    dns.set('_podpie.links.dailypie.test', { TXT: ['podpie-verify=somebody-else'] });
    expect((await checkNow()).json().data).toMatchObject({ reason: 'wrongTxt' });

    publishRecords(view.records);
    const active = (await checkNow()).json().data;
    expect(active).toMatchObject({ state: 'active', reason: null, expires_at: null });
    expect(active.checked_at).toEqual(expect.any(String));
    expect((await sink.mailTo(ownerEmail)).subject).toBe(
      'Your page is live at links.dailypie.test',
    );
    expect((await ask('links.dailypie.test')).statusCode).toBe(200);

    // Later the TXT record is removed: the background check finds it failing.
    dns.set('_podpie.links.dailypie.test', undefined);
    const before = sink.received.length;
    await world.app.domains.checkProject(projectId);
    expect(
      (await world.app.inject({ url: domainUrl(), headers: owner })).json().data,
    ).toMatchObject({
      state: 'failing',
      reason: 'noTxt',
    });
    expect((await ask('links.dailypie.test')).statusCode).toBe(404);
    await expect.poll(() => sink.received.length).toBe(before + 1);
    expect(sink.received.at(-1)?.subject).toBe(
      'Your domain links.dailypie.test stopped pointing to your page',
    );
    expect(sink.received.at(-1)?.text).toContain(
      'The TXT record _podpie.links.dailypie.test was not found.',
    );

    publishRecords(view.records);
    expect((await checkNow()).json().data).toMatchObject({ state: 'active' });
  });

  it('accepts an apex pointed with A records at the target host’s addresses', async () => {
    const view = (await put({ domain: 'dailypie.test' })).json().data;
    dns.set('dailypie.test', { A: ['127.0.0.1'] });
    dns.set('_podpie.dailypie.test', { TXT: [view.records.at(-1).value] });
    expect((await checkNow()).json().data).toMatchObject({ state: 'active' });
    dns.set('dailypie.test', { A: ['127.0.0.1', '192.0.2.7'] });
    await world.app.domains.checkProject(projectId);
    expect(
      (await world.app.inject({ url: domainUrl(), headers: owner })).json().data,
    ).toMatchObject({
      state: 'failing',
      reason: 'wrongPointer',
    });
  });

  it('keeps the state when the DNS cannot be asked', async () => {
    const view = (await put({ domain: 'links.dailypie.test' })).json().data;
    publishRecords(view.records);
    expect((await checkNow()).json().data).toMatchObject({ state: 'active' });
    dns.failing = true;
    expect((await checkNow()).json().data).toMatchObject({ state: 'active', reason: null });
  });

  it('switches primary and removes the domain', async () => {
    await put({ domain: 'links.dailypie.test' });
    expect((await put({ domain: 'links.dailypie.test', primary: true })).json().data.primary).toBe(
      true,
    );
    const removed = await world.app.inject({ method: 'DELETE', url: domainUrl(), headers: owner });
    expect(removed.json()).toEqual({ data: null });
    expect((await world.app.inject({ url: domainUrl(), headers: owner })).json()).toEqual({
      data: null,
    });
  });

  it('answers 404 for another owner’s project', async () => {
    const stranger = await createUser(world.app);
    expect((await world.app.inject({ url: domainUrl(), headers: stranger })).statusCode).toBe(404);
    expect((await put({ domain: 'links.stranger.test' }, stranger)).statusCode).toBe(404);
    expect(await storedDomains()).toBeDefined();
  });
});

describe('one project per domain', () => {
  it('refuses a second owner while a claim holds the domain, and lets one of two racing claims in', async () => {
    const other = await createUser(world.app);
    const { id: otherProject } = await publishPage(world.app, other, [
      { main_type: 'HEADER-TITLE', title: 'Other' },
    ]);
    const [first, second] = await Promise.all([
      put({ domain: 'links.race.test' }),
      put({ domain: 'LINKS.race.test' }, other, otherProject),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      errors: ['This domain is already connected to another page.'],
    });
  });

  it('releases a pending claim once it expires, to another owner or by the job', async () => {
    const other = await createUser(world.app);
    const { id: otherProject } = await publishPage(world.app, other, [
      { main_type: 'HEADER-TITLE', title: 'Other' },
    ]);
    await put({ domain: 'links.squat.test' });
    expect((await put({ domain: 'links.squat.test' }, other, otherProject)).statusCode).toBe(409);
    world.clock.advance(49 * 60 * 60_000);
    expect((await put({ domain: 'links.squat.test' }, other, otherProject)).statusCode).toBe(200);
    expect((await world.app.inject({ url: domainUrl(), headers: owner })).json()).toEqual({
      data: null,
    });

    await put({ domain: 'links.expired.test' });
    world.clock.advance(49 * 60 * 60_000);
    expect(await world.app.domains.checkProject(projectId)).toBeNull();
    expect((await world.app.inject({ url: domainUrl(), headers: owner })).json()).toEqual({
      data: null,
    });
  });

  it('never lets a second owner take an active domain', async () => {
    const view = (await put({ domain: 'links.taken.test' })).json().data;
    publishRecords(view.records);
    await checkNow();
    world.clock.advance(49 * 60 * 60_000);
    const other = await createUser(world.app);
    const { id: otherProject } = await publishPage(world.app, other, [
      { main_type: 'HEADER-TITLE', title: 'Other' },
    ]);
    expect((await put({ domain: 'links.taken.test' }, other, otherProject)).statusCode).toBe(409);
  });
});

describe("Caddy's on-demand TLS question", () => {
  it('says yes only for an active domain, and only to loopback or the configured network', async () => {
    const view = (await put({ domain: 'links.tls.test' })).json().data;
    expect((await ask('links.tls.test')).statusCode).toBe(404);
    expect((await ask('unknown.test')).statusCode).toBe(404);
    publishRecords(view.records);
    await checkNow();
    expect((await ask('links.tls.test')).statusCode).toBe(200);
    expect((await ask('LINKS.tls.test.')).statusCode).toBe(200);
    expect((await ask('links.tls.test', '10.9.3.4')).statusCode).toBe(200);
    expect((await ask('links.tls.test', '192.0.2.1')).statusCode).toBe(403);
    expect((await ask('links.tls.test', '::ffff:127.0.0.1')).statusCode).toBe(200);
  });
});
