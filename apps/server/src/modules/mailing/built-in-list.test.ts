// The built-in "Podpie list": no outside account, sign-ups kept in our database once the listener
// confirms them from the mail we send, and a signed link a listener follows to leave it.
import { BUILT_IN_LIST_ID } from '@podpie/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailingServices, projects, subscribers } from '../../db/schema.ts';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { publishPage, syncPies } from '../public-page/test-world.ts';
import { UNKNOWN_LIST_MESSAGE } from './block-check.ts';
import { CONFIRMATION_LIFETIME_MS } from './confirmation.ts';
import { DAILY_SIGN_UP_CAP, sweepExpiredSignUps } from './sign-ups.ts';

let t: TestApp;
let sink: SmtpSink;
let owner: AuthHeaders & { id: number };
let page: { id: number; slug: string };

const block = (integrationId: number, list = BUILT_IN_LIST_ID) => ({
  main_type: 'MAILING-LIST',
  title: 'Join our newsletter!',
  button_text: 'Click to Subscribe',
  success_message: 'Thanks for subscribing!',
  integration_id: integrationId,
  mailing_list_id: list,
  campaign_tag: 'spring',
});

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ smtpUrl: sink.url, publicUrl: 'https://podpie.test' });
  owner = await createUser(t.app);
  const [builtIn] = await t.app.db
    .select()
    .from(mailingServices)
    .where(eq(mailingServices.name, 'Podpie list'));
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/mailing_services/${builtIn?.id}/mailing_integrations`,
    headers: owner,
    payload: {},
  });
  const rows = await t.app.inject({
    method: 'GET',
    url: '/api/v1/mailing_integrations',
    headers: owner,
  });
  const integrationId = rows.json().data[0].id as number;
  await expect(publishPage(t.app, owner, [block(integrationId, 'a1b2c3d4e5')])).rejects.toThrow(
    UNKNOWN_LIST_MESSAGE,
  );
  page = await publishPage(t.app, owner, [block(integrationId)]);
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await sink.close();
});

let lastAddress = 0;
const subscribe = (email: string, slug = page.slug) => {
  lastAddress += 1;
  return t.app.inject({
    method: 'POST',
    url: `/${slug}/subscribe`,
    // Each sign-up from an address of its own, so the per-IP limit never spills over.
    remoteAddress: `198.51.100.${lastAddress}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: new URLSearchParams({ email }).toString(),
  });
};

/** The path and query of the confirmation link in the mail to `email`. */
async function confirmPathOf(email: string): Promise<string> {
  const mail = await sink.mailTo(email);
  const url = new URL(/https:\/\/\S+\/confirm\?\S+/.exec(mail.text)?.[0] ?? '');
  expect(url.origin).toBe('https://podpie.test');
  return `${url.pathname}${url.search}`;
}

async function signUpAndConfirm(email: string): Promise<void> {
  expect((await subscribe(email)).statusCode).toBe(200);
  const url = await confirmPathOf(email);
  expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
}

const listed = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${page.id}/subscribers`,
      headers: owner,
    })
  ).json() as { count: number; pending: number; data: Array<{ email: string }> };

const stored = async () =>
  (await t.app.db.select().from(subscribers).where(eq(subscribers.projectId, page.id))).map(
    (row) => row.email,
  );

async function leaveUrlOf(email: string): Promise<string> {
  const csv = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${page.id}/subscribers.csv`,
    headers: owner,
  });
  const line = csv.body.split('\r\n').find((row) => row.startsWith(`"${email}"`)) ?? '';
  const url = new URL(/^"[^"]*","[^"]*","(http[^"]+)"/.exec(line)?.[1] ?? '');
  expect(url.origin).toBe('https://podpie.test');
  return `${url.pathname}${url.search}`;
}

describe('the built-in list', () => {
  it('keeps a sign-up in the project and sends it to no provider', async () => {
    await signUpAndConfirm('keep@example.com');
    expect(await stored()).toEqual(['keep@example.com']);
    expect(await t.app.db.select().from(jobs)).toEqual([]);
  });

  it('a listener leaves it through the signed link in the export', async () => {
    await signUpAndConfirm('leaving@example.com');
    const url = await leaveUrlOf('leaving@example.com');
    const asked = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Leave the list');
    // Opening the link (as a mail scanner does) removes nobody.
    expect(await stored()).toContain('leaving@example.com');
    const left = await t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'en' } });
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain('leaving@example.com was removed from the mailing list.');
    expect(await stored()).toEqual(['keep@example.com']);
  });

  it('a link whose address or signature was changed removes nobody', async () => {
    const url = await leaveUrlOf('keep@example.com');
    const forged = url.replace('keep%40example.com', 'other%40example.com');
    const tampered = url.replace(/s=([^&]+)/, 's=AAAA$1').slice(0, url.length);
    for (const bad of [forged, tampered, `/${page.slug}/leave`]) {
      const answer = await t.app.inject({ method: 'POST', url: bad });
      expect(answer.statusCode).toBe(404);
    }
    expect(await stored()).toEqual(['keep@example.com']);
  });

  it('changing the block to another list than the built-in one is refused', async () => {
    const rows = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mailing_integrations',
      headers: owner,
    });
    await expect(
      syncPies(t.app, owner, page.id, [block(rows.json().data[0].id, 'elsewhere')]),
    ).rejects.toThrow(UNKNOWN_LIST_MESSAGE);
  });
});

describe('confirming before listing', () => {
  it('lists, counts and exports nobody until they follow the link in the mail', async () => {
    const answer = await subscribe('someone.else@example.com');
    expect(answer.json()).toEqual({
      message:
        'Thanks for subscribing! Almost done: please check your inbox and confirm your subscription.',
    });
    expect((await listed()).data.map((row) => row.email)).not.toContain('someone.else@example.com');
    expect(await listed()).toMatchObject({ count: 1, pending: 1 });

    const mail = await sink.mailTo('someone.else@example.com');
    expect(mail.raw).toMatch(/^Subject: Please confirm your subscription to Join our newsletter!/m);
    const url = await confirmPathOf('someone.else@example.com');
    // Opening the link (as a mail scanner does) confirms nobody; the button does.
    const asked = await t.app.inject({ method: 'GET', url });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Add someone.else@example.com to this podcast’s mailing list?');
    expect((await listed()).count).toBe(1);
    const confirmed = await t.app.inject({ method: 'POST', url });
    expect(confirmed.body).toContain('someone.else@example.com is now on the mailing list.');
    expect(await listed()).toMatchObject({ count: 2, pending: 0 });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${page.id}/subscribers.csv`,
      headers: owner,
    });
    const [header, , row] = csv.body.split('\r\n');
    expect(header).toBe(
      'email,subscribed_at,leave_url,confirmed_at,consent_at,consent_page,consent_text',
    );
    expect(row).toMatch(
      /^"someone\.else@example\.com","[^"]+","https:\/\/podpie\.test\/\w+\/leave\?[^"]+","20[^"]+","20[^"]+","https:\/\/podpie\.test\/\w+","Join our newsletter! \| Click to Subscribe"$/,
    );
  });

  it('a changed or expired link confirms nobody', async () => {
    await subscribe('late.click@example.com');
    const url = await confirmPathOf('late.click@example.com');
    const forged = url.replace('late.click%40example.com', 'victim%40example.com');
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
    t.clock.advance(CONFIRMATION_LIFETIME_MS + 60_000);
    try {
      const expired = await t.app.inject({ method: 'POST', url });
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toContain('The link has expired or was changed.');
      // The sweep forgets what nobody confirmed; confirmed listeners stay.
      expect(await stored()).toContain('late.click@example.com');
      expect(await sweepExpiredSignUps(t.app.db, t.app.now())).toBe(1);
      expect(await stored()).not.toContain('late.click@example.com');
      expect(await stored()).toContain('someone.else@example.com');
    } finally {
      t.clock.advance(-(CONFIRMATION_LIFETIME_MS + 60_000));
    }
  });

  it('signing a stranger up again within the hour mails them once', async () => {
    await subscribe('bombed@example.com');
    await subscribe('bombed@example.com');
    await subscribe('BOMBED@example.com');
    await sink.mailTo('bombed@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.filter((mail) => mail.to.includes('bombed@example.com'))).toHaveLength(1);
  });

  it('every mail carries a one-click unsubscribe that works without a session', async () => {
    await subscribe('one.click@example.com');
    const mail = await sink.mailTo('one.click@example.com');
    // Long header lines arrive folded (RFC 5322); unfolded, each header is one line.
    const headers = (mail.raw.split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
    const leave = /^List-Unsubscribe: <(https:\/\/podpie\.test\/[^>]+)>$/m.exec(headers)?.[1];
    expect(leave).toMatch(/\/leave\?/);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const url = new URL(leave ?? '');
    // What a mail provider posts (RFC 8058): no cookie, no session, this body.
    const left = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect(await stored()).not.toContain('one.click@example.com');
  });

  it("speaks the page's language in the answer and the mail", async () => {
    await t.app.db.update(projects).set({ language: 'tw' }).where(eq(projects.id, page.id));
    try {
      const answer = await subscribe('tw.listener@example.com');
      expect(answer.json().message).toContain('請查看收件匣並確認訂閱');
      const mail = await sink.mailTo('tw.listener@example.com');
      expect(mail.text).toContain('如需確認，請在 7 天內開啟以下連結並按下按鈕');
    } finally {
      await t.app.db.update(projects).set({ language: 'en' }).where(eq(projects.id, page.id));
    }
  });

  it('a project takes a daily number of new sign-ups, then says so', async () => {
    const today = t.app.now();
    await t.app.db.insert(subscribers).values(
      Array.from({ length: DAILY_SIGN_UP_CAP }, (_, i) => ({
        projectId: page.id,
        email: `flood-${i}@example.com`,
        createdAt: today,
        confirmedAt: null,
        consentAt: today,
      })),
    );
    const refused = await subscribe('one.too.many@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual([
      'This list takes no more sign-ups today. Please try again tomorrow.',
    ]);
    expect(await stored()).not.toContain('one.too.many@example.com');
    t.clock.advance(86_400_000);
    try {
      expect((await subscribe('one.too.many@example.com')).statusCode).toBe(200);
      expect(await stored()).toContain('one.too.many@example.com');
    } finally {
      t.clock.advance(-86_400_000);
    }
  });
});
