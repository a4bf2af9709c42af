import { EMAIL_VERIFICATION_LIFETIME_MS } from '@podpie/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { freshDatabase } from '../../test/database.ts';
import {
  type AuthHeaders,
  authHeadersOf,
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
import { AuthService } from './service.ts';

const VERIFY_SUBJECT = 'Verify your e-mail address for Podpie';

const tokenIn = (text: string) => {
  const link = /http:\/\/podpie\.test\/verify-email\?token=([\w-]+)/.exec(text);
  if (!link?.[1]) throw new Error(`no verification link in: ${text}`);
  return link[1];
};

describe('verified e-mail (issue 33)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const clock = new TestClock();
    const config = testConfig({ smtpUrl: sink.url });
    const app = await buildApp(config, { database: await freshDatabase(), now: clock.now });
    t = { app, clock, config };
  });
  afterAll(async () => {
    await t.app.close();
    await sink.close();
  });

  const verify = (token: string, headers: Partial<AuthHeaders> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token }, headers });
  const me = async (headers: AuthHeaders) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/validate_token', headers })).json() as {
      data: { email: string; email_verified: boolean };
    };
  const connectBuiltIn = async (headers: AuthHeaders) => {
    const services = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mailing_services',
      headers,
    });
    const builtIn = (services.json() as { data: Array<{ id: number; name: string }> }).data.find(
      (service) => /podpie|built/i.test(service.name),
    );
    if (!builtIn) throw new Error(`no built-in list among ${services.body}`);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/mailing_services/${builtIn.id}/mailing_integrations`,
      headers,
      payload: {},
    });
  };

  it('mails a link at sign-up that verifies the address once; connecting a list waits for it', async () => {
    const email = uniqueEmail('new-owner');
    const headers = await signUp(t.app, email);
    expect((await me(headers)).data.email_verified).toBe(false);

    const refused = await connectBuiltIn(headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'email_unverified',
      key: 'app:verify.needed',
    });
    expect(refused.json().errors[0]).toMatch(/verify your e-mail address first/);
    const project = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers,
      payload: { language: 'en' },
    });
    const csvUrl = `/api/v1/projects/${project.json().data.id}/subscribers.csv`;
    const csv = () => t.app.inject({ method: 'GET', url: csvUrl, headers });
    expect((await csv()).statusCode).toBe(403);
    // Publishing does not wait: the page is there and its address answers.
    expect(project.statusCode).toBe(201);

    const mail = await sink.mailTo(email, 10_000, VERIFY_SUBJECT);
    expect(mail.text).toContain(email);
    const token = tokenIn(mail.text);

    expect((await verify('not-the-token')).statusCode).toBe(422);
    const done = await verify(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ success: true, email });
    expect((await me(headers)).data.email_verified).toBe(true);
    expect((await connectBuiltIn(headers)).statusCode).toBe(200);
    expect((await csv()).statusCode).toBe(200);

    const again = await verify(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatch(/expired or was already used/);
  });

  it('refuses an expired link and an earlier one once "Send again" mailed a newer', async () => {
    const email = uniqueEmail('slow-owner');
    const headers = await signUp(t.app, email);
    const first = tokenIn((await sink.mailTo(email, 10_000, VERIFY_SUBJECT)).text);
    sink.received.length = 0;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verification',
      headers,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toContain(email);
    const second = tokenIn((await sink.mailTo(email, 10_000, VERIFY_SUBJECT)).text);
    expect((await verify(first)).statusCode).toBe(422);

    t.clock.advance(EMAIL_VERIFICATION_LIFETIME_MS + 1000);
    expect((await verify(second)).statusCode).toBe(422);
    expect((await me(headers)).data.email_verified).toBe(false);
  });

  it("does not take a password reset's token as a verification", async () => {
    const owner = await createUser(t.app, uniqueEmail('reset-owner'));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: owner.uid },
    });
    const mail = await sink.mailTo(owner.uid, 10_000, 'Choose a new Podpie password');
    const token = /token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect((await verify(token)).statusCode).toBe(422);
  });

  it('moves the account to a new address with the password, once its link is opened; the old address is told', async () => {
    const owner = await createUser(t.app, uniqueEmail('moving'));
    const newEmail = uniqueEmail('moved');
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/email', headers: owner, payload });

    const wrong = await change({ email: newEmail, current_password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toBe('The current password is not correct.');
    const taken = await createUser(t.app);
    expect((await change({ email: taken.uid, current_password: TEST_PASSWORD })).statusCode).toBe(
      422,
    );
    expect(sink.received.some((mail) => mail.to.includes(newEmail))).toBe(false);

    const asked = await change({ email: newEmail, current_password: TEST_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    const notice = await sink.mailTo(owner.uid, 10_000, 'moving to another e-mail address');
    expect(notice.text).toContain(newEmail);
    // Nothing changes until the new address proves itself.
    expect((await me(owner)).data.email).toBe(owner.uid);
    await expect(signIn(t.app, owner.uid)).resolves.toBeDefined();

    const token = tokenIn((await sink.mailTo(newEmail, 10_000, VERIFY_SUBJECT)).text);
    const done = await verify(token, owner);
    expect(done.statusCode, done.body).toBe(200);
    // The device that opened the link goes on with its new uid.
    expect(done.headers.uid).toBe(newEmail);
    const moved = { ...owner, uid: newEmail };
    expect((await me(moved)).data).toMatchObject({ email: newEmail, email_verified: true });
    await expect(signIn(t.app, newEmail)).resolves.toBeDefined();
    await expect(signIn(t.app, owner.uid)).rejects.toThrow();
  });

  it('counts an invitation accepted through its link, with a first password, as a proven address', async () => {
    const email = uniqueEmail('invited');
    const { link } = await new AuthService(t.app.db, t.clock.now).invite(email, t.config.publicUrl);
    const passcode = new URL(link).searchParams.get('passcode') ?? '';
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email, passcode },
    });
    const headers = authHeadersOf(signedIn);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth',
      headers,
      payload: { is_activated: true },
    });
    // Signed in by the link but no password yet: not proven until the invitee chooses one.
    expect((await me(headers)).data.email_verified).toBe(false);

    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers,
      payload: { password: 'my first password', password_confirmation: 'my first password' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await me(headers)).data.email_verified).toBe(true);
    expect((await connectBuiltIn(headers)).statusCode).toBe(200);
    // No verification mail was sent, and none is needed.
    expect(sink.received.some((mail) => mail.to.includes(email))).toBe(false);
  });
});
