// The whole Mailchimp journey against a fake Mailchimp on 127.0.0.1: the authorize link and its
// state, the code exchange, the account's metadata and lists, a listener's sign-up delivered as a
// tagged member, a provider that is down and then back (delivered once), a revoked token, and the
// promise that the token never shows in an answer or a log line.
import { MAILCHIMP_SERVICE_ID } from '@podpie/core';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailingIntegrations,
  subscribers,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.ts';
import { JobRunner } from '../../lib/jobs.ts';
import {
  FAKE_MAILCHIMP_CLIENT_ID,
  FAKE_MAILCHIMP_LISTS,
  FAKE_MAILCHIMP_LOGIN_EMAIL,
  type FakeMailchimp,
  startFakeMailchimp,
} from '../../test/fake-mailchimp.ts';
import {
  type AuthHeaders,
  buildTestApp,
  createUser,
  sectionsFromEnv,
  type TestApp,
} from '../../test/helper.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { publishPage, syncPies } from '../public-page/test-world.ts';
import { FOREIGN_INTEGRATION_MESSAGE, UNKNOWN_LIST_MESSAGE } from './block-check.ts';
import { MAILING_DELIVERY_JOB, mailingDeliveryJob } from './delivery.ts';
import { memberHash } from './mailchimp.ts';
import { mailingProviders } from './providers/registry.ts';
import {
  MAILCHIMP_CONNECTED,
  MAILCHIMP_NOT_CONFIGURED,
  MAILCHIMP_RECONNECT,
  OAUTH_STATE_INVALID,
} from './service.ts';

let fake: FakeMailchimp;
let sink: SmtpSink;
let t: TestApp;
let owner: AuthHeaders & { id: number };
let stranger: AuthHeaders & { id: number };
let runner: JobRunner;
const logLines: string[] = [];
const answers: string[] = [];
const [LISTENERS, PATRONS] = FAKE_MAILCHIMP_LISTS;

beforeAll(async () => {
  fake = await startFakeMailchimp();
  sink = await startSmtpSink();
  t = await buildTestApp(
    { ...sectionsFromEnv(fake.env), logLevel: 'debug', smtpUrl: sink.url },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  runner = new JobRunner(t.app.db, {
    handlers: {
      [MAILING_DELIVERY_JOB]: mailingDeliveryJob({
        db: t.app.db,
        appSecret: t.config.appSecret,
        providers: mailingProviders(t.app.outbound, t.config.mailchimp),
        now: t.app.now,
        log: t.app.log,
        publicUrl: t.config.publicUrl,
      }),
    },
    now: t.app.now,
    onError: (kind, error) => t.app.log.warn({ kind, reason: String(error) }, 'job failed'),
  });
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await fake.close();
  await sink.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: AuthHeaders | Record<string, string> = owner,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  answers.push(response.body, JSON.stringify(response.headers));
  return response;
}

/** The owner clicks the entry, lands on Mailchimp's consent page, and presses Allow. */
async function authorize(as: AuthHeaders = owner): Promise<{ code: string; state: string }> {
  const services = (await call('GET', '/api/v1/mailing_services', as)).json().data as Array<{
    id: number;
    authorize_url: string | null;
  }>;
  const link = services.find((service) => service.id === MAILCHIMP_SERVICE_ID)?.authorize_url;
  if (!link) throw new Error('no authorize link');
  const page = await (await fetch(link)).text();
  const allow = /href="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const back = new URL(allow);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

const connect = (body: Record<string, string>, as: AuthHeaders = owner) =>
  call('POST', `/api/v1/mailing_services/${MAILCHIMP_SERVICE_ID}/mailing_integrations`, as, body);

async function integrationRows(as: AuthHeaders = owner) {
  return (await call('GET', '/api/v1/mailing_integrations', as)).json().data as Array<{
    id: number;
    account_email: string;
    needs_reconnect: boolean;
  }>;
}

const subscribe = (slug: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/${slug}/subscribe`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: new URLSearchParams({ email }).toString(),
  });

const membersOf = (email: string) => fake.members.filter((m) => m.hash === memberHash(email));
const putsFor = (email: string) =>
  fake.calls.filter((c) => c.method === 'PUT' && c.path.endsWith(memberHash(email)));
/** Runs the due deliveries as if `ms` had passed since now. */
const runDeliveries = (ms = 0) => runner.runDue(new Date(t.app.now().getTime() + ms));

let integrationId = 0;
let page: { id: number; slug: string };

describe('connecting Mailchimp', () => {
  it('is not offered as a link when the server has no Mailchimp client id', async () => {
    const bare = await buildTestApp(sectionsFromEnv({}));
    try {
      const user = await createUser(bare.app);
      const services = await bare.app.inject({
        method: 'GET',
        url: '/api/v1/mailing_services',
        headers: user,
      });
      expect(services.json().data).toEqual([
        expect.objectContaining({
          id: 1,
          name: 'Mailchimp',
          configured: false,
          authorize_url: null,
        }),
        expect.objectContaining({ name: 'Podpie list', kind: 'built_in', configured: true }),
        expect.objectContaining({ name: 'Kit', kind: 'kit', configured: true }),
        expect.objectContaining({ name: 'Beehiiv', kind: 'beehiiv', configured: true }),
        expect.objectContaining({ name: 'MailerLite', kind: 'mailerlite', configured: true }),
      ]);
      const connected = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/mailing_services/1/mailing_integrations',
        headers: user,
        payload: { code: 'abc', state: 'x' },
      });
      expect(connected.statusCode).toBe(422);
      expect(connected.json()).toMatchObject({
        errors: ['Mailchimp is not configured on this server.'],
        key: MAILCHIMP_NOT_CONFIGURED,
      });
    } finally {
      await bare.app.close();
    }
  }, 60_000);

  it('links to the authorize address with the client id, our callback and a state', async () => {
    const services = (await call('GET', '/api/v1/mailing_services')).json().data;
    const link = new URL(services[0].authorize_url);
    expect(`${link.origin}${link.pathname}`).toBe(`${fake.url}/oauth2/authorize`);
    expect(link.searchParams.get('response_type')).toBe('code');
    expect(link.searchParams.get('client_id')).toBe(FAKE_MAILCHIMP_CLIENT_ID);
    expect(link.searchParams.get('redirect_uri')).toBe(
      'http://podpie.test/mailchimp_integration_oauth_callback',
    );
    expect(link.searchParams.get('state')).toMatch(/\S{20,}/);
  });

  it("refuses a code that comes back with another session's state, storing nothing", async () => {
    const { code } = await authorize(owner);
    const strangers = await authorize(stranger);
    const refused = await connect({ code, state: strangers.state });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: [
        'This Mailchimp sign-in has expired or was not started here. Please connect again from the Integrations page.',
      ],
      key: OAUTH_STATE_INVALID,
    });
    expect(await connect({ code })).toMatchObject({ statusCode: 422 });
    expect(await integrationRows()).toEqual([]);
  });

  it('exchanges the code, reads the account from the metadata and keeps the token sealed', async () => {
    const { code, state } = await authorize();
    const connected = await connect({ code, state });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toEqual({
      message: 'Your Mailchimp account is connected.',
      key: MAILCHIMP_CONNECTED,
    });
    const rows = await integrationRows();
    expect(rows).toEqual([
      expect.objectContaining({
        account_email: FAKE_MAILCHIMP_LOGIN_EMAIL,
        service_name: 'Mailchimp',
        needs_reconnect: false,
      }),
    ]);
    integrationId = rows[0]?.id ?? 0;
    const metadataCall = fake.calls.find((c) => c.path === '/oauth2/metadata');
    expect(metadataCall?.authorization).toBe(`OAuth ${fake.tokens.at(-1)}`);
    const [stored] = await t.app.db
      .select()
      .from(mailingIntegrations)
      .where(eq(mailingIntegrations.id, integrationId));
    expect(JSON.stringify(stored?.credentials)).not.toContain(fake.tokens.at(-1));
    // A code works once.
    expect((await connect({ code, state })).statusCode).toBe(422);
  });

  it("answers the account's audiences, and 404 for another user's integration", async () => {
    const url = `/api/v1/mailing_integrations/${integrationId}/mailing_lists`;
    expect((await call('GET', url)).json()).toEqual({
      data: FAKE_MAILCHIMP_LISTS.map(({ id, name }) => ({ id, name })),
    });
    expect((await call('GET', url, stranger)).statusCode).toBe(404);
    const deleteUrl = `/api/v1/mailing_services/1/mailing_integrations/${integrationId}`;
    expect((await call('DELETE', deleteUrl, stranger)).statusCode).toBe(404);
  });
});

describe('a mailing block', () => {
  const block = (fields: Record<string, unknown> = {}) => ({
    main_type: 'MAILING-LIST',
    title: 'Join our newsletter!',
    button_text: 'Click to Subscribe',
    success_message: 'Thanks for subscribing!',
    integration_id: integrationId,
    mailing_list_id: LISTENERS?.id,
    campaign_tag: 'from-podpie',
    ...fields,
  });

  it('may only name its owner’s own integration and one of its lists', async () => {
    page = await publishPage(t.app, owner, [block()]);
    const strangerProject = await publishPage(t.app, stranger, []);
    await expect(syncPies(t.app, stranger, strangerProject.id, [block()])).rejects.toThrow(
      FOREIGN_INTEGRATION_MESSAGE,
    );
    await expect(
      syncPies(t.app, owner, page.id, [block({ mailing_list_id: 'someone-elses' })]),
    ).rejects.toThrow(UNKNOWN_LIST_MESSAGE);
    await syncPies(t.app, owner, page.id, [block({ mailing_list_id: PATRONS?.id })]);
    await syncPies(t.app, owner, page.id, [block()]);
  });
});

describe('a listener signing up', () => {
  it('is stored first and then delivered as a pending, tagged member, for Mailchimp to confirm', async () => {
    const answer = await subscribe(page.slug, 'Listener.One@Example.com');
    expect(answer.statusCode).toBe(200);
    const stored = await t.app.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.projectId, page.id));
    expect(stored.map((row) => row.email)).toEqual(['listener.one@example.com']);
    expect(membersOf('listener.one@example.com')).toEqual([]);

    expect(await runDeliveries()).toBe(1);
    expect(membersOf('listener.one@example.com')).toEqual([
      {
        listId: LISTENERS?.id,
        hash: memberHash('listener.one@example.com'),
        email: 'listener.one@example.com',
        status: 'pending',
        tags: ['from-podpie'],
      },
    ]);
    // Mailchimp mails the confirmation; a second one from us would only confuse the listener.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toEqual([]);
  });

  it('signing up again updates the member instead of adding another', async () => {
    await subscribe(page.slug, 'LISTENER.ONE@example.com');
    await runDeliveries();
    expect(membersOf('listener.one@example.com')).toHaveLength(1);
  });

  it('waits out a provider that is down and delivers once it is back', async () => {
    fake.setDown(true);
    expect((await subscribe(page.slug, 'storm@example.com')).statusCode).toBe(200);
    expect(await runDeliveries()).toBe(1);
    expect(await runDeliveries()).toBe(0); // backing off, not hammering
    expect(membersOf('storm@example.com')).toEqual([]);
    fake.setDown(false);
    expect(await runDeliveries(31_000)).toBe(1);
    expect(membersOf('storm@example.com')).toHaveLength(1);
    expect(await runDeliveries(10 * 60_000)).toBe(0);
    const accepted = putsFor('storm@example.com').length;
    expect(accepted).toBe(2); // one refused with 503, one delivered
  });

  it('a revoked token marks the integration for reconnection and keeps the sign-up', async () => {
    fake.revokeTokens();
    await subscribe(page.slug, 'late@example.com');
    await runDeliveries();
    expect(membersOf('late@example.com')).toEqual([]);
    expect((await integrationRows())[0]?.needs_reconnect).toBe(true);
    const lists = await call('GET', `/api/v1/mailing_integrations/${integrationId}/mailing_lists`);
    expect(lists.json()).toMatchObject({
      errors: [
        'Mailchimp no longer accepts this connection. Please reconnect it on the Integrations page.',
      ],
      key: MAILCHIMP_RECONNECT,
    });

    // Reconnecting the same account clears the mark and sends what waited.
    const { code, state } = await authorize();
    expect((await connect({ code, state })).statusCode).toBe(200);
    const rows = await integrationRows();
    expect(rows).toEqual([expect.objectContaining({ id: integrationId, needs_reconnect: false })]);
    await runDeliveries();
    expect(membersOf('late@example.com')).toHaveLength(1);
  });

  it('the owner sees the sign-ups waiting for confirmation, and lists and exports none yet', async () => {
    const list = await call('GET', `/api/v1/projects/${page.id}/subscribers`);
    expect(list.json()).toEqual({ count: 0, pending: 3, data: [] });
    const csv = await call('GET', `/api/v1/projects/${page.id}/subscribers.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'email,subscribed_at,leave_url,confirmed_at,consent_at,consent_page,consent_text',
    );
    expect(csv.body).not.toContain('"late@example.com"');
    expect(
      (await call('GET', `/api/v1/projects/${page.id}/subscribers`, stranger)).statusCode,
    ).toBe(404);
  });
});

describe('tokens', () => {
  it("tells the owner's webhooks once Mailchimp took the address in, and only once", async () => {
    // Only recorded here (no job sends it in this app): the record is what the event is.
    const added = await call('POST', `/api/v1/projects/${page.id}/webhooks`, owner, {
      url: 'https://hooks.example.com/in',
      events: ['subscriber.created'],
    });
    expect(added.statusCode, added.body).toBe(200);
    const endpoint = added.json().data as { id: number };
    const sent = () =>
      t.app.db
        .select({ body: webhookDeliveries.body })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect((await subscribe(page.slug, 'Fan@Example.com')).statusCode).toBe(200);
    expect(await sent()).toEqual([]);
    await runDeliveries();
    expect(membersOf('fan@example.com')).toHaveLength(1);
    const bodies = (await sent()).map((row) => JSON.parse(row.body));
    expect(bodies).toEqual([
      expect.objectContaining({
        type: 'subscriber.created',
        data: expect.objectContaining({
          project_id: page.id,
          page_url: `${t.config.publicUrl}/${page.slug}`,
          email: 'fan@example.com',
          list: { provider: 'mailchimp', id: LISTENERS?.id },
        }),
      }),
    ]);
    await subscribe(page.slug, 'fan@example.com');
    await runDeliveries();
    expect(await sent()).toHaveLength(1);
    await t.app.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  });

  it('never appear in an API answer or a log line', () => {
    expect(fake.tokens.length).toBeGreaterThan(1);
    const logs = logLines.join('\n');
    expect(logs).toContain('Mailchimp'); // the failures above were logged
    for (const token of fake.tokens) {
      expect(logs).not.toContain(token);
      for (const answer of answers) expect(answer).not.toContain(token);
    }
  });
});
