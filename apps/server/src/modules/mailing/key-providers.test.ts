// Kit, Beehiiv and MailerLite against fakes on 127.0.0.1 with their recorded answer and error
// shapes: connecting with a pasted key (checked at once, stored sealed), their forms, groups and
// publications as a block's lists, a listener confirmed with us and then delivered with the
// block's tag, refusals (bad address, unsubscribed before) told to the listener and written in
// the block's delivery log, and a provider that is down or throttling left to the job runner.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingIntegrations, mailingServices } from '../../db/schema.ts';
import { JobRunner } from '../../lib/jobs.ts';
import {
  FAKE_BEEHIIV_KEY,
  FAKE_BEEHIIV_PUBLICATION,
  FAKE_KIT_EMAIL,
  FAKE_KIT_FORMS,
  FAKE_KIT_KEY,
  FAKE_MAILERLITE_GROUPS,
  FAKE_MAILERLITE_TOKEN,
  type FakeMailProviders,
  startFakeMailProviders,
} from '../../test/fake-mail-providers.ts';
import {
  type AuthHeaders,
  buildTestApp,
  createUser,
  sectionsFromEnv,
  type TestApp,
} from '../../test/helper.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { publishPage } from '../public-page/test-world.ts';
import { MAILING_DELIVERY_JOB, mailingDeliveryJob } from './delivery.ts';
import { mailingProviders } from './providers/registry.ts';
import {
  KEY_CONNECTED,
  KEY_MISSING,
  KEY_REFUSED,
  PROVIDER_UNAVAILABLE,
  PUBLICATION_MISSING,
} from './service.ts';

let fake: FakeMailProviders;
let sink: SmtpSink;
let t: TestApp;
let owner: AuthHeaders & { id: number };
let runner: JobRunner;
const logLines: string[] = [];
const serviceIds: Record<string, number> = {};

beforeAll(async () => {
  fake = await startFakeMailProviders();
  sink = await startSmtpSink();
  t = await buildTestApp(
    {
      ...sectionsFromEnv(fake.env),
      smtpUrl: sink.url,
      publicUrl: 'https://podpie.test',
      logLevel: 'debug',
    },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  owner = await createUser(t.app);
  for (const row of await t.app.db.select().from(mailingServices)) serviceIds[row.name] = row.id;
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
  });
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await fake.close();
  await sink.close();
});

const connect = (
  service: string,
  payload: Record<string, string>,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/mailing_services/${serviceIds[service]}/mailing_integrations`,
    headers: owner,
    payload,
  });

async function integrationOf(service: string): Promise<number> {
  const rows = (
    await t.app.inject({ method: 'GET', url: '/api/v1/mailing_integrations', headers: owner })
  ).json().data as Array<{ id: number; service_name: string }>;
  return rows.find((row) => row.service_name === service)?.id ?? 0;
}

const listsOf = async (id: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/mailing_integrations/${id}/mailing_lists`,
      headers: owner,
    })
  ).json();

let lastAddress = 0;
const subscribe = (slug: string, email: string) => {
  lastAddress += 1;
  return t.app.inject({
    method: 'POST',
    url: `/${slug}/subscribe`,
    remoteAddress: `198.51.100.${lastAddress}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: new URLSearchParams({ email }).toString(),
  });
};

/** The listener presses the one-click leave link of the mail they were sent. */
async function leaveFromMail(email: string): Promise<number> {
  const mail = await sink.mailTo(email);
  const url = new URL(/https:\/\/\S+\/leave\?\S+/.exec(mail.text)?.[0] ?? '');
  return (await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` })).statusCode;
}

/** The listener signs up, opens the mailed link and presses Confirm: the page they then read. */
async function signUpAndConfirm(slug: string, email: string): Promise<LightMyRequestResponse> {
  expect((await subscribe(slug, email)).statusCode).toBe(200);
  const mail = await sink.mailTo(email);
  const url = new URL(/https:\/\/\S+\/confirm\?\S+/.exec(mail.text)?.[0] ?? '');
  // Nothing reaches the provider before the listener confirms.
  expect(fake.subscribers.filter((s) => s.email === email)).toEqual([]);
  return t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
}

const block = (integrationId: number, listId: string, tag = 'from-podpie') => ({
  main_type: 'MAILING-LIST',
  title: 'Join our newsletter!',
  button_text: 'Click to Subscribe',
  success_message: 'Thanks for subscribing!',
  integration_id: integrationId,
  mailing_list_id: listId,
  campaign_tag: tag,
});

async function deliveryLog(page: { id: number }, pieId: number) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${page.id}/pies/${pieId}/mailing_delivery_log`,
    headers: owner,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as Array<{
    email: string;
    outcome: string;
    reason: string | null;
    detail: string;
  }>;
}

async function pieIdOf(page: { id: number }): Promise<number> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${page.id}/pies`,
    headers: owner,
  });
  return (
    (answer.json().data as Array<{ id: number; main_type: string }>).find(
      (p) => p.main_type === 'MAILING-LIST',
    )?.id ?? 0
  );
}

describe('the mailing services', () => {
  it('are listed with their kind', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mailing_services',
      headers: owner,
    });
    const kinds = (answer.json().data as Array<{ name: string; kind: string }>).map((s) => [
      s.name,
      s.kind,
    ]);
    expect(kinds).toEqual([
      ['Mailchimp', 'mailchimp'],
      ['Podpie list', 'built_in'],
      ['Kit', 'kit'],
      ['Beehiiv', 'beehiiv'],
      ['MailerLite', 'mailerlite'],
    ]);
  });
});

describe('Kit', () => {
  let integrationId = 0;
  let page: { id: number; slug: string };
  let pieId = 0;

  it('refuses a missing or wrong key with a clear message and stores nothing', async () => {
    const missing = await connect('Kit', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ key: KEY_MISSING });
    const wrong = await connect('Kit', { api_key: 'kit_not-the-key' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      errors: [
        'The mailing service did not accept this API key or publication. Please check them and try again.',
      ],
      key: KEY_REFUSED,
    });
    expect(await integrationOf('Kit')).toBe(0);
  });

  it('says so when Kit cannot be reached', async () => {
    fake.setState('down');
    try {
      const answer = await connect('Kit', { api_key: FAKE_KIT_KEY });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ key: PROVIDER_UNAVAILABLE });
    } finally {
      fake.setState('up');
    }
  });

  it('connects with the key, names the account, keeps the key sealed and lists the forms', async () => {
    const answer = await connect('Kit', { api_key: FAKE_KIT_KEY });
    expect(answer.json()).toEqual({
      message: 'The mailing service is connected.',
      key: KEY_CONNECTED,
    });
    integrationId = await integrationOf('Kit');
    const [stored] = await t.app.db
      .select()
      .from(mailingIntegrations)
      .where(eq(mailingIntegrations.id, integrationId));
    expect(stored?.accountEmail).toBe(FAKE_KIT_EMAIL);
    expect(JSON.stringify(stored?.credentials)).not.toContain(FAKE_KIT_KEY);
    expect(await listsOf(integrationId)).toEqual({
      data: FAKE_KIT_FORMS.map((form) => ({ id: String(form.id), name: form.name })),
    });
    page = await publishPage(t.app, owner, [block(integrationId, String(FAKE_KIT_FORMS[0].id))]);
    pieId = await pieIdOf(page);
  });

  it('gets a listener only once they confirmed, on the form and with the tag', async () => {
    const confirmed = await signUpAndConfirm(page.slug, 'listener.one@example.com');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('listener.one@example.com is now on the mailing list.');
    expect(fake.subscribers.filter((s) => s.email === 'listener.one@example.com')).toEqual([
      {
        provider: 'kit',
        email: 'listener.one@example.com',
        lists: [String(FAKE_KIT_FORMS[0].id)],
        tags: ['from-podpie'],
      },
    ]);
    expect(await deliveryLog(page, pieId)).toEqual([
      expect.objectContaining({
        email: 'listener.one@example.com',
        outcome: 'delivered',
        reason: null,
      }),
    ]);
  });

  it('tells the listener and logs for the owner when Kit refuses the address', async () => {
    fake.invalid.add('no.such.box@example.com');
    const refused = await signUpAndConfirm(page.slug, 'no.such.box@example.com');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(
      'The mailing service refused no.such.box@example.com as an address it cannot send to.',
    );
    fake.unsubscribed.add('left.before@example.com');
    const gone = await signUpAndConfirm(page.slug, 'left.before@example.com');
    expect(gone.statusCode).toBe(422);
    expect(gone.body).toContain('left.before@example.com unsubscribed from this list before');
    expect((await deliveryLog(page, pieId)).slice(0, 2)).toEqual([
      expect.objectContaining({
        email: 'left.before@example.com',
        outcome: 'refused',
        reason: 'unsubscribed',
      }),
      expect.objectContaining({
        email: 'no.such.box@example.com',
        outcome: 'refused',
        reason: 'invalid_email',
        detail: 'Email address is invalid',
      }),
    ]);
    // Retrying cannot change a refusal: nothing is queued.
    expect(await runner.runDue(new Date(t.app.now().getTime() + 3_600_000))).toBe(0);
  });

  it('leaves a Kit that is down or throttling to the job runner, which delivers once it is back', async () => {
    fake.setState('throttled');
    const busy = await signUpAndConfirm(page.slug, 'patient.one@example.com');
    expect(busy.statusCode).toBe(200);
    expect(busy.body).toContain(
      'The mailing service is busy. patient.one@example.com is confirmed',
    );
    fake.setState('down');
    expect(await runner.runDue(new Date(t.app.now().getTime() + 3_600_000))).toBe(1);
    expect(fake.subscribers.some((s) => s.email === 'patient.one@example.com')).toBe(false);
    fake.setState('up');
    expect(await runner.runDue(new Date(t.app.now().getTime() + 7_200_000))).toBe(1);
    expect(fake.subscribers.find((s) => s.email === 'patient.one@example.com')?.tags).toEqual([
      'from-podpie',
    ]);
    expect(
      (await deliveryLog(page, pieId)).slice(0, 3).map((line) => [line.outcome, line.reason]),
    ).toEqual([
      ['delivered', null],
      ['retrying', 'unavailable'],
      ['retrying', 'rate_limited'],
    ]);
  });

  it('takes a listener off Kit too when they leave with the one-click link', async () => {
    expect(await leaveFromMail('listener.one@example.com')).toBe(200);
    expect(fake.left).toEqual([{ provider: 'kit', email: 'listener.one@example.com' }]);
  });

  it('never shows the key in an answer or a log line', () => {
    expect(logLines.join('\n')).not.toContain(FAKE_KIT_KEY);
  });
});

describe('MailerLite', () => {
  it('connects with the token, lists the groups and delivers to the group and a tag group', async () => {
    expect((await connect('MailerLite', { api_key: 'wrong' })).statusCode).toBe(422);
    expect((await connect('MailerLite', { api_key: FAKE_MAILERLITE_TOKEN })).statusCode).toBe(200);
    const id = await integrationOf('MailerLite');
    expect(await listsOf(id)).toEqual({
      data: FAKE_MAILERLITE_GROUPS.map(({ id, name }) => ({ id, name })),
    });
    const page = await publishPage(t.app, owner, [
      block(id, FAKE_MAILERLITE_GROUPS[1].id, 'spring'),
    ]);
    expect((await signUpAndConfirm(page.slug, 'lite.one@example.com')).statusCode).toBe(200);
    expect(fake.subscribers.find((s) => s.email === 'lite.one@example.com')).toEqual({
      provider: 'mailerlite',
      email: 'lite.one@example.com',
      lists: [FAKE_MAILERLITE_GROUPS[1].id],
      tags: ['spring'],
    });
    fake.invalid.add('lite.bad@example.com');
    const refused = await signUpAndConfirm(page.slug, 'lite.bad@example.com');
    expect(refused.statusCode).toBe(422);
    expect((await deliveryLog(page, await pieIdOf(page)))[0]).toMatchObject({
      outcome: 'refused',
      reason: 'invalid_email',
      detail: 'The email must be a valid email address.',
    });
    expect(await leaveFromMail('lite.one@example.com')).toBe(200);
    expect(fake.left).toContainEqual({ provider: 'mailerlite', email: 'lite.one@example.com' });
    expect(logLines.join('\n')).not.toContain(FAKE_MAILERLITE_TOKEN);
  });
});

describe('Beehiiv', () => {
  it('needs the publication, refuses one the key cannot reach, then lists it and delivers', async () => {
    expect((await connect('Beehiiv', { api_key: FAKE_BEEHIIV_KEY })).json()).toMatchObject({
      key: PUBLICATION_MISSING,
    });
    const foreign = await connect('Beehiiv', {
      api_key: FAKE_BEEHIIV_KEY,
      publication_id: 'pub_someone-else',
    });
    expect(foreign.json()).toMatchObject({ key: KEY_REFUSED });
    const ok = await connect('Beehiiv', {
      api_key: FAKE_BEEHIIV_KEY,
      publication_id: FAKE_BEEHIIV_PUBLICATION.id,
    });
    expect(ok.statusCode).toBe(200);
    const id = await integrationOf('Beehiiv');
    expect(await listsOf(id)).toEqual({ data: [FAKE_BEEHIIV_PUBLICATION] });
    const page = await publishPage(t.app, owner, [
      block(id, FAKE_BEEHIIV_PUBLICATION.id, 'podcast'),
    ]);
    expect((await signUpAndConfirm(page.slug, 'bee.one@example.com')).statusCode).toBe(200);
    expect(fake.subscribers.find((s) => s.email === 'bee.one@example.com')).toMatchObject({
      lists: [FAKE_BEEHIIV_PUBLICATION.id],
      tags: ['podcast'],
    });
    fake.unsubscribed.add('bee.gone@example.com');
    const gone = await signUpAndConfirm(page.slug, 'bee.gone@example.com');
    expect(gone.statusCode).toBe(422);
    expect(gone.body).toContain('unsubscribed from this list before');
    expect(await leaveFromMail('bee.one@example.com')).toBe(200);
    expect(fake.left).toContainEqual({ provider: 'beehiiv', email: 'bee.one@example.com' });
    expect(logLines.join('\n')).not.toContain(FAKE_BEEHIIV_KEY);
  });
});
