import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer.ts';
import {
  buildTestApp,
  createUser,
  signUp,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from '../../test/helper.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { MemoryAttemptStore, RedisAttemptStore } from './attempt-store.ts';
import { isKnownDevice } from './known-device.ts';
import { sendBurstAlert } from './security-mail.ts';
import { AuthService, FAILURE_WINDOW_MS, INVALID_CREDENTIALS } from './service.ts';
import {
  BURST_ALERT_FAILURES,
  PER_ACCOUNT,
  PER_ADDRESS,
  SignInThrottle,
} from './sign-in-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const recordingSleep = (waits: number[]) => async (ms: number) => {
  waits.push(ms);
};

describe('the sign-in slowdown', () => {
  it('counts guesses still in flight: sent all at once, they wait as if sent one by one', async () => {
    const waits: number[] = [];
    const throttle = new SignInThrottle(
      new MemoryAttemptStore({ windowMs: FAILURE_WINDOW_MS }),
      recordingSleep(waits),
    );
    const guesses = PER_ADDRESS.free + 10;
    const outcomes = await Promise.all(
      Array.from({ length: guesses }, (_, n) =>
        throttle.run(`victim${n}@podpie.test`, '10.9.0.1', t.clock.now, async () => {
          // The password check takes a while; every other guess has started meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 5));
          return { ok: false, value: null };
        }),
      ),
    );
    expect(outcomes.every((outcome) => !outcome.ok)).toBe(true);
    expect(waits).toHaveLength(10);
    expect(Math.max(...waits)).toBe(PER_ADDRESS.maxMs);
  });

  it('spares a device that signed in to the account before, and only that account', async () => {
    const waits: number[] = [];
    const accounts = new AuthService(t.app.db, t.clock.now, { sleep: recordingSleep(waits) });
    const email = uniqueEmail('shared-network');
    await signUp(t.app, email);
    // The owner's device signed in before, through the API: it holds the cookie.
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      remoteAddress: '10.9.1.1',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const cookie = setCookie.split(';')[0] ?? '';
    const secret = t.config.appSecret;
    expect(isKnownDevice(secret, email.toUpperCase(), cookie)).toBe(true);
    expect(isKnownDevice(secret, uniqueEmail('other'), cookie)).toBe(false);
    expect(isKnownDevice(secret, email, `${cookie.slice(0, -2)}xx`)).toBe(false);

    // Someone else on the same network guesses at many accounts.
    for (let guess = 0; guess < PER_ADDRESS.free + 4; guess += 1) {
      await expect(
        accounts.signIn({ email: uniqueEmail(), password: 'guess' }, '10.9.1.1'),
      ).rejects.toThrow(INVALID_CREDENTIALS);
    }
    waits.length = 0;
    const known = isKnownDevice(secret, email, cookie);
    await expect(
      accounts.signIn({ email, password: TEST_PASSWORD }, '10.9.1.1', known),
    ).resolves.toHaveProperty('client');
    expect(waits).toEqual([]);
    // A device that never signed in to it still waits there.
    const stranger = await createUser(t.app);
    await expect(
      accounts.signIn({ email: stranger.uid, password: TEST_PASSWORD }, '10.9.1.1'),
    ).resolves.toHaveProperty('client');
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
  }, 60_000);
});

describe('guesses spread over many addresses against one account', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('slow that account, spare its known devices, never refuse it, and mail the owner once', async () => {
    const waits: number[] = [];
    const alerts: Promise<void>[] = [];
    const mailer = createMailer({ smtpUrl: sink.url, from: 'Podpie <help@podpie.test>' });
    const deps = { db: t.app.db, mailer, publicUrl: t.config.publicUrl, log: t.app.log };
    const accounts = new AuthService(t.app.db, t.clock.now, {
      sleep: recordingSleep(waits),
      onBurst: (email, failures) => void alerts.push(sendBurstAlert(deps, email, failures)),
    });
    const owner = await createUser(t.app);
    // The owner reads Podpie in Traditional Chinese: their page is written in it.
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: owner,
      payload: { language: 'tw' },
    });
    expect(page.statusCode, page.body).toBe(201);

    // One guess from each of many addresses: no address, nor any (account, address) pair,
    // ever earns a wait of its own.
    for (let guess = 0; guess < BURST_ALERT_FAILURES; guess += 1) {
      await expect(
        accounts.signIn({ email: owner.uid, password: `guess-${guess}` }, `10.7.${guess}.1`),
      ).rejects.toThrow(INVALID_CREDENTIALS);
    }
    expect(waits).toHaveLength(BURST_ALERT_FAILURES - PER_ACCOUNT.free);
    expect(waits[0]).toBe(PER_ACCOUNT.baseMs);
    expect(waits.at(-1)).toBe(PER_ACCOUNT.maxMs);

    // The owner's own device that signed in before gets in at once...
    waits.length = 0;
    await expect(
      accounts.signIn({ email: owner.uid, password: TEST_PASSWORD }, '10.8.0.1', true),
    ).resolves.toHaveProperty('client');
    expect(waits).toEqual([]);
    // ...and a new device waits, capped, then gets in with the right password: no lock-out.
    await expect(
      accounts.signIn({ email: owner.uid, password: TEST_PASSWORD }, '10.8.0.2'),
    ).resolves.toHaveProperty('client');
    expect(waits).toEqual([PER_ACCOUNT.maxMs]);
    // Another account is not slowed by them.
    waits.length = 0;
    const other = await createUser(t.app);
    await expect(
      accounts.signIn({ email: other.uid, password: TEST_PASSWORD }, '10.7.1.1'),
    ).resolves.toHaveProperty('client');
    expect(waits).toEqual([]);

    // One e-mail for the burst, in the owner's language, however many more guesses follow.
    await accounts
      .signIn({ email: owner.uid, password: 'one more' }, '10.6.0.1')
      .catch(() => undefined);
    await Promise.all(alerts);
    const mail = await sink.mailTo(owner.uid);
    expect(mail.text).toContain(`${BURST_ALERT_FAILURES}`);
    expect(mail.text).toContain(`${t.config.publicUrl}/account-security`);
    expect(mail.subject).toBe('你的 Podpie 帳號有多次登入失敗');
    expect(sink.received.filter((one) => one.to.includes(owner.uid))).toHaveLength(1);
    mailer.close();
  }, 60_000);
});

describe('a failure counted ahead of an attempt that succeeded', () => {
  it('is taken back in Redis too, never below zero and never starting a window', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5');
    const prefix = `podpie:test:forgive:${process.pid}:${Date.now()}:`;
    const store = new RedisAttemptStore(redis, { windowMs: 60_000, keyPrefix: prefix });
    const now = new Date();
    try {
      await store.recordFailure('address:x', now);
      await store.recordFailure('address:x', now);
      await store.forgive('address:x', now);
      expect(await store.failures('address:x', now)).toBe(1);
      await store.forgive('address:x', now);
      await store.forgive('address:x', now);
      expect(await store.failures('address:x', now)).toBe(0);
      await store.forgive('address:never', now);
      expect(await redis.exists(`${prefix}address:never`)).toBe(0);
    } finally {
      await redis.del(`${prefix}address:x`);
      await redis.quit();
    }
  });
});
