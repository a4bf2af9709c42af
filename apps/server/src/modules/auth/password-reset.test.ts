import { PASSWORD_RESET_LIFETIME_MS } from '@podpie/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { freshDatabase } from '../../test/database.ts';
import {
  createUser,
  signIn,
  signUp,
  TEST_PASSWORD,
  type TestApp,
  TestClock,
  testConfig,
  uniqueEmail,
} from '../../test/helper.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { RESET_LINK_INVALID, RESET_REQUESTED } from './password-reset.ts';

const NEW_PASSWORD = 'a fresh long password';

async function buildWith(overrides: Parameters<typeof testConfig>[0], logs?: string[]) {
  const clock = new TestClock();
  const config = testConfig(overrides);
  const app = await buildApp(config, {
    database: await freshDatabase(),
    now: clock.now,
    ...(logs ? { logStream: { write: (line: string) => void logs.push(line) } } : {}),
  });
  return { app, clock, config } satisfies TestApp;
}

const forgot = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
const reset = (t: TestApp, token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password/reset',
    payload: { token, password, password_confirmation: password },
  });
const tokenIn = (text: string) => {
  const link = /http:\/\/podpie\.test\/reset-password\?token=([\w-]+)/.exec(text);
  if (!link?.[1]) throw new Error(`no reset link in: ${text}`);
  return link[1];
};

describe('forgot password, with an SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildWith({ smtpUrl: sink.url, mailFrom: 'Podpie <help@podpie.test>' });
  });
  afterAll(async () => {
    await t.app.close();
    await sink.close();
  });

  it('mails a one-time link that sets a new password and signs out every device', async () => {
    const email = uniqueEmail('forgetful');
    await signUp(t.app, email);
    const before = await signIn(t.app, email);

    const asked = await forgot(t, email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: RESET_REQUESTED, mail_configured: true });

    const mail = await sink.mailTo(email, 10_000, 'Choose a new Podpie password');
    expect(mail.from).toBe('help@podpie.test');
    expect(mail.raw).toMatch(/^Subject: Choose a new Podpie password/m);
    const token = tokenIn(mail.text);

    expect((await reset(t, token)).json()).toMatchObject({ success: true });
    const oldDevice = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate_token',
      headers: before,
    });
    expect(oldDevice.statusCode).toBe(401);
    const after = await signIn(t.app, email, NEW_PASSWORD);
    // The reset link reached the address, so it counts as verified too (issue 33).
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate_token',
      headers: after,
    });
    expect(me.json().data.email_verified).toBe(true);
    await expect(signIn(t.app, email, TEST_PASSWORD)).rejects.toThrow();

    const again = await reset(t, token, 'yet another password');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([RESET_LINK_INVALID]);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const known = uniqueEmail('known');
    await createUser(t.app, known);
    const stranger = uniqueEmail('stranger');
    const forKnown = await forgot(t, known);
    const forStranger = await forgot(t, stranger);
    expect(forStranger.statusCode).toBe(forKnown.statusCode);
    expect(forStranger.body).toBe(forKnown.body);
    await sink.mailTo(known);
    expect(sink.received.some((mail) => mail.to.includes(stranger))).toBe(false);
  });

  it("is written in the owner's language: the one of the page they made", async () => {
    const owner = await createUser(t.app, uniqueEmail('cn-owner'));
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: owner,
      payload: { language: 'cn' },
    });
    expect(page.statusCode, page.body).toBe(201);
    await forgot(t, owner.uid);
    const mail = await sink.mailTo(owner.uid);
    expect(mail.subject).toBe('设置新的 Podpie 密码');
    expect(tokenIn(mail.text)).not.toBe('');
  });

  it('refuses a link after an hour, and an earlier link once a newer one is asked for', async () => {
    const email = uniqueEmail('slow');
    await createUser(t.app, email);
    await forgot(t, email);
    const first = tokenIn((await sink.mailTo(email)).text);
    sink.received.length = 0;
    await forgot(t, email);
    const second = tokenIn((await sink.mailTo(email)).text);
    expect((await reset(t, first)).statusCode).toBe(422);

    t.clock.advance(PASSWORD_RESET_LIFETIME_MS + 1000);
    const late = await reset(t, second);
    expect(late.statusCode).toBe(422);
    await expect(signIn(t.app, email)).resolves.toBeDefined();
  });

  it('refuses a new password that is too short or not repeated, and changes nothing', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: 'x', password: 'short', password_confirmation: 'other' },
    });
    expect(answer.statusCode).toBe(422);
    expect((await forgot(t, 'not an address')).statusCode).toBe(422);
  });
});

describe('forgot password, without an SMTP server', () => {
  const logs: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildWith({ logLevel: 'info' }, logs);
  });
  afterAll(() => t.app.close());
  const linkLines = async (count: number) => {
    const found = () => logs.filter((entry) => entry.includes('/reset-password?token='));
    for (let waited = 0; found().length < count && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return found();
  };

  it('writes the link to the server log and says mail is not configured', async () => {
    const email = uniqueEmail('offline');
    await createUser(t.app, email);
    const asked = await forgot(t, email);
    expect(asked.json()).toEqual({ message: RESET_REQUESTED, mail_configured: false });
    // The link is written after the answer has left.
    const line = (await linkLines(1))[0];
    expect(line).toBeDefined();
    const token = tokenIn(String(line));
    expect((await reset(t, token)).statusCode).toBe(200);
    await expect(signIn(t.app, email, NEW_PASSWORD)).resolves.toBeDefined();
    // The unknown address leaves no line naming it. Resets run one at a time, so once the known
    // address asked after it has its line, the unknown one's turn is over.
    await forgot(t, 'nobody@podpie.test');
    await forgot(t, email);
    await linkLines(2);
    expect(logs.some((entry) => entry.includes('nobody@podpie.test'))).toBe(false);
  });
});

describe('forgot password answers before it looks at the address', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildWith({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    await t.app.close();
    await sink.close();
  });

  it('answers a known address while its token cannot be written yet, then writes and mails it', async () => {
    const email = uniqueEmail('waiting');
    await createUser(t.app, email);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another transaction holds the reset tokens' table: no token can be written until it ends.
    const blocker = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`lock table password_resets in access exclusive mode`);
      locked();
      await gate;
    });
    await holding;
    try {
      const answered = await Promise.race([
        forgot(t, email),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
      ]);
      expect(answered?.json()).toEqual({ message: RESET_REQUESTED, mail_configured: true });
      expect(sink.received.some((mail) => mail.to.includes(email))).toBe(false);
    } finally {
      release();
      await blocker;
    }
    const mail = await sink.mailTo(email);
    expect((await reset(t, tokenIn(mail.text))).statusCode).toBe(200);
  });
});
