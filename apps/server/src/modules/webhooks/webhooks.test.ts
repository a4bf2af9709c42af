import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { episodeKey } from '@podpie/core';
import { eq } from 'drizzle-orm';
import { Webhook as ReferenceVerifier } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projectDomains, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { JobRunner } from '../../lib/jobs.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { createOutboundClient } from '../../lib/outbound.ts';
import { fakeResolver, watchConnections } from '../../lib/outbound-test-support.ts';
import {
  type AuthHeaders,
  buildTestApp,
  createUser,
  sectionsFromEnv,
  type TestApp,
} from '../../test/helper.ts';
import { checkWebhookUrl, WEBHOOK_URL_NOT_HTTPS, WEBHOOK_URL_PRIVATE } from './address.ts';
import { type DeliveryDeps, webhookDeliveryJob } from './deliver.ts';
import { WEBHOOK_DELIVERY_JOB } from './emit.ts';
import { sendNewEpisodes } from './events.ts';

type Received = { headers: IncomingHttpHeaders; body: string };

let t: TestApp;
let owner: AuthHeaders;
let stranger: AuthHeaders;
let projectId: number;
let slug: string;
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
/** Status codes the receiver answers next, one per request; 200 once they run out. */
let answers: number[] = [];
const mails: Mail[] = [];
const mailer: Mailer = {
  configured: true,
  send: async (mail) => {
    mails.push(mail);
  },
  close: () => undefined,
};

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // OUTBOUND_ALLOW_PRIVATE: the local-testing switch that lets http reach a receiver here.
  t = await buildTestApp(
    sectionsFromEnv({ OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_ALLOWED_PORTS: '*' }),
  );
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: owner,
    payload: {},
  });
  projectId = created.json().data.id;
  slug = created.json().data.slug;
});
afterAll(async () => {
  await t.app.close();
  receiver.close();
});
beforeEach(() => {
  received = [];
  answers = [];
});
// A test that failed half-way leaves no endpoint behind to receive the next test's events.
afterEach(async () => {
  await t.app.db.delete(webhookEndpoints).where(eq(webhookEndpoints.projectId, projectId));
});

function deps(overrides: Partial<DeliveryDeps> = {}): DeliveryDeps {
  return {
    db: t.app.db,
    outbound: t.app.outbound,
    appSecret: t.config.appSecret,
    now: t.clock.now,
    mailer,
    publicUrl: t.config.publicUrl,
    log: t.app.log,
    ...overrides,
  };
}

const runner = (overrides: Partial<DeliveryDeps> = {}) =>
  new JobRunner(t.app.db, {
    handlers: { [WEBHOOK_DELIVERY_JOB]: webhookDeliveryJob(deps(overrides)) },
    now: t.clock.now,
  });

async function addHook(events: string[], url = receiverUrl) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/webhooks`,
    headers: owner,
    payload: { url, events },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { id: number; secret: string };
}

async function removeHook(id: number) {
  await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/projects/${projectId}/webhooks/${id}`,
    headers: owner,
  });
}

async function publish(blocks: object[] = []) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/pies/sync`,
    headers: owner,
    payload: [{ id: -1, main_type: 'TEXT-INPUT', title: 'Hello', sort_order: 1 }, ...blocks],
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function deliveries(hookId: number, headers: AuthHeaders = owner) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${projectId}/webhooks/${hookId}/deliveries`,
    headers,
  });
  return { status: answer.statusCode, data: answer.json().data as Record<string, unknown>[] };
}

describe('webhooks', () => {
  it('are signed per Standard Webhooks, verified by the reference library', async () => {
    const hook = await addHook(['page.published']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/webhooks`,
      headers: owner,
    });
    expect(listed.body).not.toContain(hook.secret);
    await publish();
    expect(await runner().runDue()).toBe(1);
    expect(received).toHaveLength(1);
    const [message] = received;
    if (!message) throw new Error('nothing received');
    const headers = {
      'webhook-id': String(message.headers['webhook-id']),
      'webhook-timestamp': String(message.headers['webhook-timestamp']),
      'webhook-signature': String(message.headers['webhook-signature']),
    };
    const payload = new ReferenceVerifier(hook.secret).verify(message.body, headers);
    expect(payload).toMatchObject({
      type: 'page.published',
      data: { project_id: projectId, page_url: `${t.config.publicUrl}/${slug}` },
    });
    expect(() =>
      new ReferenceVerifier(`whsec_${'A'.repeat(32)}`).verify(message.body, headers),
    ).toThrow();
    const log = await deliveries(hook.id);
    expect(log.data[0]).toMatchObject({ status: 'delivered', response_status: 200, attempts: 1 });
    await removeHook(hook.id);
  });

  it('sends a delivery again on request, as a new log entry', async () => {
    const hook = await addHook(['page.published']);
    await publish();
    await runner().runDue();
    const [first] = (await deliveries(hook.id)).data;
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/webhooks/${hook.id}/deliveries/${first?.id}/redeliver`,
      headers: owner,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'pending', message_id: first?.message_id });
    await runner().runDue();
    expect(received).toHaveLength(2);
    expect(received[1]?.headers['webhook-id']).toBe(first?.message_id);
    const log = await deliveries(hook.id);
    expect(log.data.map((row) => row.status)).toEqual(['delivered', 'delivered']);
    expect((await deliveries(hook.id, stranger)).status).toBe(404);
    await removeHook(hook.id);
  });

  it('rotates the secret: the new one signs from then on', async () => {
    const hook = await addHook(['page.published']);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/webhooks/${hook.id}/secret`,
      headers: owner,
    });
    const secret = rotated.json().data.secret as string;
    expect(secret).not.toBe(hook.secret);
    await publish();
    await runner().runDue();
    const [message] = received;
    if (!message) throw new Error('nothing received');
    const headers = {
      'webhook-id': String(message.headers['webhook-id']),
      'webhook-timestamp': String(message.headers['webhook-timestamp']),
      'webhook-signature': String(message.headers['webhook-signature']),
    };
    expect(() => new ReferenceVerifier(secret).verify(message.body, headers)).not.toThrow();
    expect(() => new ReferenceVerifier(hook.secret).verify(message.body, headers)).toThrow();
    await removeHook(hook.id);
  });

  it('refuses a private or plain-http address, and sends nothing to a name that resolves privately', async () => {
    expect(() => checkWebhookUrl('https://10.0.0.8/hook', false)).toThrow(WEBHOOK_URL_PRIVATE);
    expect(() => checkWebhookUrl('https://[::1]/hook', false)).toThrow(WEBHOOK_URL_PRIVATE);
    expect(() => checkWebhookUrl('https://localhost/hook', false)).toThrow(WEBHOOK_URL_PRIVATE);
    expect(() => checkWebhookUrl('http://hooks.example.com/in', false)).toThrow(
      WEBHOOK_URL_NOT_HTTPS,
    );
    expect(checkWebhookUrl('https://hooks.example.com/in', false)).toBe(
      'https://hooks.example.com/in',
    );
    const refusedBody = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/webhooks`,
      headers: owner,
      payload: { url: 'ftp://hooks.example.com/in', events: ['page.published'] },
    });
    expect(refusedBody.statusCode).toBe(422);

    // A public-looking name that resolves to a private address: the guarded client refuses it.
    const hook = await addHook(['page.published'], 'https://hooks.example.com/in');
    const strict = createOutboundClient({
      userAgent: 'test',
      lookup: fakeResolver({ 'hooks.example.com': '10.1.2.3' }),
    });
    const watch = watchConnections();
    try {
      await publish();
      await runner({ outbound: strict }).runDue();
    } finally {
      watch.stop();
      strict.close();
    }
    expect(watch.nonLoopback()).toEqual([]);
    expect((await deliveries(hook.id)).data[0]).toMatchObject({
      status: 'pending',
      response_status: null,
    });
    expect(String((await deliveries(hook.id)).data[0]?.error)).toMatch(/private|not allowed/);
    await removeHook(hook.id);
  });

  it('turns off an endpoint failing for three days and mails its owner', async () => {
    const hook = await addHook(['page.published']);
    const since = new Date(t.clock.now().getTime() - 3 * 24 * 60 * 60_000 - 1000);
    await t.app.db
      .update(webhookEndpoints)
      .set({ failingSince: since })
      .where(eq(webhookEndpoints.id, hook.id));
    answers = [500];
    await publish();
    await runner().runDue();
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/webhooks`,
      headers: owner,
    });
    expect(listed.json().data.find((row: { id: number }) => row.id === hook.id)).toMatchObject({
      enabled: false,
    });
    expect(mails.at(-1)?.subject).toMatch(/turned off/);
    expect(mails.at(-1)?.to).toBe(owner.uid);
    // Turned off: publishing again sends nothing to it.
    await publish();
    expect(await runner().runDue()).toBe(0);
    await removeHook(hook.id);
  });

  it('sends a new episode once, however many processes find it', async () => {
    const hook = await addHook(['episode.published']);
    const feedUrl = 'https://feeds.example.com/once.xml';
    await publish([
      { id: -2, main_type: 'PODCAST-FEED', sub_type: 'CARD', link_value: feedUrl, sort_order: 2 },
    ]);
    const episode = {
      guid: 'ep-42',
      title: 'Episode 42',
      link: null,
      description: null,
      enclosure_url: 'https://cdn.example.com/42.mp3',
      enclosure_type: 'audio/mpeg',
      duration: 60,
      published_at: '2026-11-26T06:00:00.000Z',
      image: null,
      people: [],
    };
    const now = t.clock.now();
    await Promise.all([
      sendNewEpisodes(t.app.db, t.config.publicUrl, feedUrl, [episode], now),
      sendNewEpisodes(t.app.db, t.config.publicUrl, feedUrl, [episode], now),
    ]);
    await sendNewEpisodes(t.app.db, t.config.publicUrl, feedUrl, [episode], now);
    const counted = await t.app.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, 'episode.published'));
    expect(counted).toHaveLength(1);
    await runner().runDue();
    const pageUrl = `${t.config.publicUrl}/${slug}`;
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({
      type: 'episode.published',
      data: {
        page_url: pageUrl,
        episode: {
          guid: 'ep-42',
          title: 'Episode 42',
          page_url: `${pageUrl}/${episodeKey(episode)}`,
        },
      },
    });
    await removeHook(hook.id);
  });

  it("names the page at the owner's own domain once it is active", async () => {
    const hook = await addHook(['page.published']);
    await t.app.db.insert(projectDomains).values({
      projectId,
      domain: 'show.example.com',
      token: 'verify-me',
      state: 'active',
    });
    try {
      await publish();
      await runner().runDue();
      expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({
        type: 'page.published',
        data: { page_url: 'https://show.example.com' },
      });
    } finally {
      await t.app.db.delete(projectDomains).where(eq(projectDomains.projectId, projectId));
      await removeHook(hook.id);
    }
  });

  // Last: it moves the clock minutes ahead, past the reference library's timestamp tolerance.
  it('retries with backoff until the receiver answers, with the same webhook-id', async () => {
    const hook = await addHook(['page.published']);
    answers = [500, 503];
    await publish();
    await runner().runDue();
    expect((await deliveries(hook.id)).data[0]).toMatchObject({
      status: 'pending',
      response_status: 500,
      attempts: 1,
    });
    // Not due again before its wait is over.
    expect(await runner().runDue()).toBe(0);
    t.clock.advance(6_000);
    await runner().runDue();
    t.clock.advance(6 * 60_000);
    await runner().runDue();
    expect(received.map((one) => one.headers['webhook-id'])).toEqual(
      Array(3).fill(received[0]?.headers['webhook-id']),
    );
    expect((await deliveries(hook.id)).data[0]).toMatchObject({
      status: 'delivered',
      response_status: 200,
      attempts: 3,
    });
    await removeHook(hook.id);
  });
});
