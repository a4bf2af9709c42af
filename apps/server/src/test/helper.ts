import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { sessionHeaders } from '../modules/auth/guard.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertUser } from '../modules/auth/repository.ts';
import { startSession } from '../modules/auth/sessions.ts';
import { loadDomainsConfig } from '../modules/domains/config.ts';
import { loadMailchimpConfig } from '../modules/mailing/config.ts';
import { loadParserConfig } from '../modules/parser/config.ts';
import { freshDatabase } from './database.ts';

export const TEST_PASSWORD = 'correct horse battery';

const DAY_MS = 86_400_000;
const MIDNIGHT_MARGIN_MS = 90 * 60_000;

/**
 * Three hours back when `at` is within ninety minutes of a UTC midnight, else nothing: pages are
 * drawn afresh at each midnight (their analytics token renews), which shortens their caching and
 * their hold, so a test of those near one would see the midnight, not what it checks.
 */
export function offsetClearOfMidnight(at: number): number {
  const intoDay = ((at % DAY_MS) + DAY_MS) % DAY_MS;
  return intoDay < MIDNIGHT_MARGIN_MS || intoDay > DAY_MS - MIDNIGHT_MARGIN_MS ? -3 * 3_600_000 : 0;
}

/**
 * A clock the tests can move forward (token and passcode expiry). `clearOfMidnight` suits tests
 * of page caching that start no jobs: the job runner compares run times with the database's own
 * clock, which the offset would put three hours ahead.
 */
export class TestClock {
  private offsetMs: number;
  constructor(options: { clearOfMidnight?: boolean } = {}) {
    this.offsetMs = options.clearOfMidnight === true ? offsetClearOfMidnight(Date.now()) : 0;
  }
  private stoppedAt: number | undefined;
  readonly now = () => new Date(this.stoppedAt ?? Date.now() + this.offsetMs);
  advance(ms: number): void {
    if (this.stoppedAt === undefined) this.offsetMs += ms;
    else this.stoppedAt += ms;
  }
  /**
   * Runs `during` with time standing still but for `advance`: a test that steps to a millisecond
   * before a deadline must not see a loaded machine's real time carry it past.
   */
  async stopped<T>(during: () => Promise<T>): Promise<T> {
    this.stoppedAt = Date.now() + this.offsetMs;
    try {
      return await during();
    } finally {
      this.offsetMs = this.stoppedAt - Date.now();
      this.stoppedAt = undefined;
    }
  }
}

/**
 * The module sections of the configuration read from variables, as the server reads them, for
 * tests that point the parser, the outbound client or Mailchimp at a fake on 127.0.0.1.
 */
export function sectionsFromEnv(
  env: Record<string, string | undefined>,
): Pick<Config, 'parser' | 'mailchimp' | 'domains'> {
  return {
    // Apple is never asked from a test unless it names its fake: loopback, which the outbound
    // guard refuses before connecting unless the test allows private addresses.
    parser: loadParserConfig({
      PUBLIC_URL: 'http://podpie.test',
      ITUNES_API_URL: 'http://127.0.0.1:9',
      ...env,
    }),
    mailchimp: loadMailchimpConfig(env),
    // Test domains are .test names, answered by a DNS server the test starts.
    domains: loadDomainsConfig({ DOMAIN_ALLOW_TEST_TLD: 'true', ...env }, 'http://podpie.test'),
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...sectionsFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://podpie.test',
    dataDir: join(tmpdir(), `podpie-test-${randomBytes(6).toString('hex')}`),
    databaseUrl: undefined,
    appSecret: 'test-secret-test-secret-test-secret-0123',
    logLevel: 'silent',
    webDist: join(tmpdir(), 'podpie-test-no-web-dist'),
    trustProxy: false,
    redisUrl: undefined,
    webConcurrency: 1,
    runJobs: false,
    smtpUrl: undefined,
    mailFrom: 'Podpie <no-reply@podpie.test>',
    healthCheckIntervalSeconds: 900,
    apiTokenRequestsPerMinute: 300,
    uploadAnonDailyBytes: 50 * 1024 * 1024,
    uploadUserDailyBytes: 200 * 1024 * 1024,
    uploadUserTotalBytes: 1024 * 1024 * 1024,
    // Test machines have little disk to spare; the guard is tested on its own.
    uploadMinFreeBytes: 0,
    ...overrides,
  };
}

export type TestApp = { app: FastifyInstance; clock: TestClock; config: Config };

/**
 * The whole app on a database of its own: in-memory PGlite, or a fresh schema of
 * TEST_DATABASE_URL. Build it once per test file and close it in afterAll.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'logStream'> = {},
): Promise<TestApp> {
  const clock = new TestClock();
  const config = testConfig(overrides);
  const app = await buildApp(config, {
    ...options,
    database: await freshDatabase(),
    now: clock.now,
  });
  await app.ready();
  return { app, clock, config };
}

/** A new address each call, so tests in one file never share an account. */
export function uniqueEmail(name = 'owner'): string {
  return `${name}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A page address no other test has used: letters and digits, as an owner may choose. */
export function uniqueSlug(prefix = 'page'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

export type AuthHeaders = { 'access-token': string; client: string; uid: string };

/** The auth headers an answer carries, ready to send with the next call. */
export function authHeadersOf(response: LightMyRequestResponse): AuthHeaders {
  const read = (name: string) => {
    const value = response.headers[name];
    if (typeof value !== 'string') throw new Error(`answer has no ${name} header`);
    return value;
  };
  return { 'access-token': read('access-token'), client: read('client'), uid: read('uid') };
}

/** Signs a new user up and answers their auth headers. */
export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = TEST_PASSWORD,
): Promise<AuthHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return authHeadersOf(response);
}

/** Signs an existing user in on another device. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<AuthHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign_in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return authHeadersOf(response);
}

let testPasswordHash: Promise<string> | undefined;

/**
 * A signed-in account made straight in the database (one password hash per test file), for tests
 * about other routes; the sign-up route itself is tested through HTTP in modules/auth.
 */
export async function createUser(
  app: FastifyInstance,
  email = uniqueEmail(),
): Promise<AuthHeaders & { id: number }> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const user = await insertUser(app.db, {
    email,
    passwordHash: await testPasswordHash,
    isActivated: true,
    // Tests about other routes start from an owner who has done everything; the verification
    // link itself is tested through HTTP in modules/auth.
    emailVerifiedAt: app.now(),
  });
  if (!user) throw new Error(`${email} exists already`);
  const headers = sessionHeaders(await startSession(app.db, user, app.now()));
  return {
    id: user.id,
    'access-token': headers['access-token'],
    client: headers.client,
    uid: headers.uid,
  };
}

/** POST /api/v1/projects as `headers`, with the answer as it came (a refusal is for the test). */
export function postProject(app: FastifyInstance, headers: AuthHeaders, payload: object = {}) {
  return app.inject({ method: 'POST', url: '/api/v1/projects', headers, payload });
}
