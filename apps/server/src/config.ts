import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError, configErrorOf } from './lib/config-error.ts';
import { parseTrustProxy, TRUST_PROXY_RULE, type TrustProxy } from './lib/trust-proxy.ts';
import { type DomainsConfig, loadDomainsConfig } from './modules/domains/config.ts';
import { loadMailchimpConfig, type MailchimpConfig } from './modules/mailing/config.ts';
import { loadParserConfig, type ParserConfig } from './modules/parser/config.ts';

export { ConfigError } from './lib/config-error.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SECRET_FILE = 'secret';
const MIN_SECRET_LENGTH = 32;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** A size in bytes from the environment: a whole number, zero or more, `fallback` when unset. */
const byteCount = (fallback: number) =>
  z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'must be a whole number of bytes' })
      .int({ error: 'must be a whole number of bytes' })
      .min(0, { error: 'must be a whole number of bytes' })
      .default(fallback),
  );

const environmentSchema = z.object({
  PORT: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'must be a port number from 0 to 65535' })
      .int({ error: 'must be a port number from 0 to 65535' })
      .min(0, { error: 'must be a port number from 0 to 65535' })
      .max(65535, { error: 'must be a port number from 0 to 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUnset, z.string().default('0.0.0.0')),
  PUBLIC_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({ protocol: /^https?$/, error: 'must be an http or https address' })
      .default('http://localhost:3000')
      .transform((value) => value.replace(/\/+$/, '')),
  ),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  APP_SECRET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .min(MIN_SECRET_LENGTH, { error: `must be at least ${MIN_SECRET_LENGTH} characters` })
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUnset,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  WEB_DIST: z.preprocess(emptyAsUnset, z.string().default(DEFAULT_WEB_DIST)),
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine((value) => parseTrustProxy(value) !== null, { error: TRUST_PROXY_RULE })
      .default('false'),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
  ),
  WEB_CONCURRENCY: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'must be a whole number of processes from 1 to 64' })
      .int({ error: 'must be a whole number of processes from 1 to 64' })
      .min(1, { error: 'must be a whole number of processes from 1 to 64' })
      .max(64, { error: 'must be a whole number of processes from 1 to 64' })
      .default(1),
  ),
  RUN_JOBS: z.preprocess(
    emptyAsUnset,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\/[^/]/, { error: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().min(3).optional()),
  HEALTH_CHECK_INTERVAL_SECONDS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'must be a whole number of seconds from 1 to 86400' })
      .int({ error: 'must be a whole number of seconds from 1 to 86400' })
      .min(1, { error: 'must be a whole number of seconds from 1 to 86400' })
      .max(86_400, { error: 'must be a whole number of seconds from 1 to 86400' })
      .default(900),
  ),
  API_TOKEN_REQUESTS_PER_MINUTE: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'must be a whole number of requests from 1 to 100000' })
      .int({ error: 'must be a whole number of requests from 1 to 100000' })
      .min(1, { error: 'must be a whole number of requests from 1 to 100000' })
      .max(100_000, { error: 'must be a whole number of requests from 1 to 100000' })
      .default(300),
  ),
  UPLOAD_ANON_DAILY_BYTES: byteCount(50 * 1024 * 1024),
  UPLOAD_USER_DAILY_BYTES: byteCount(200 * 1024 * 1024),
  UPLOAD_USER_TOTAL_BYTES: byteCount(1024 * 1024 * 1024),
  UPLOAD_MIN_FREE_BYTES: byteCount(1024 * 1024 * 1024),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Everything the server reads from its environment, validated once at start: the server's own
 * variables below, and one section per module that has settings of its own.
 */
export type Config = {
  /** The parsing service and the guarded outbound client (ITUNES_*, SPOTIFY_*, PARSER_*, OUTBOUND_*). */
  parser: ParserConfig;
  /** Mailchimp's OAuth app and addresses (MAILCHIMP_*). */
  mailchimp: MailchimpConfig;
  /** Owners' own domains (DOMAIN_*, TLS_ASK_NETWORKS). */
  domains: DomainsConfig;
  port: number;
  host: string;
  /** The address users reach the app at, without a trailing slash; short links start with it. */
  publicUrl: string;
  /** Absolute folder for PGlite data, the generated secret and local uploads. */
  dataDir: string;
  /** PostgreSQL connection string; unset means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  appSecret: string;
  logLevel: LogLevel;
  /** The built single-page app; served when the folder exists. */
  webDist: string;
  /** Which peers' X-Forwarded-For is believed: none, a hop count, or proxy addresses/CIDRs. */
  trustProxy: TrustProxy;
  /**
   * Redis for everything server processes share (rate limits, sign-in failures, Apple's call
   * budget, parser and page caches, page changes); unset keeps all of it in this process.
   */
  redisUrl: string | undefined;
  /** Server processes `npm start` runs (Node's cluster); more than 1 needs PostgreSQL. */
  webConcurrency: number;
  /** Whether this process runs background jobs (feed refresh); off in tests. */
  runJobs: boolean;
  /** Where mail (password reset links) is sent; unset writes the links to the log instead. */
  smtpUrl: string | undefined;
  /** The sender of that mail; by default no-reply at PUBLIC_URL's host. */
  mailFrom: string;
  /** How often the health job checks each podcast-directory link of a project that asks for it. */
  healthCheckIntervalSeconds: number;
  /** Calls one API token may make in a minute, counted across every process (Redis). */
  apiTokenRequestsPerMinute: number;
  /** Bytes one client address may upload in 24 hours without an account. */
  uploadAnonDailyBytes: number;
  /** Bytes one account may upload in 24 hours, and hold in all. */
  uploadUserDailyBytes: number;
  uploadUserTotalBytes: number;
  /** Uploads are refused while the data disk would keep less than this free. */
  uploadMinFreeBytes: number;
};

type Environment = Record<string, string | undefined>;

function parseSection<T extends z.ZodType>(schema: T, env: Environment): z.output<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw configErrorOf(parsed.error.issues, env);
  return parsed.data;
}

/**
 * Reads and validates the environment, every section before anything touches the disk, so a bad
 * value stops start-up before DATA_DIR or the database is opened. When APP_SECRET is unset, a
 * secret is generated into DATA_DIR/secret on first start and reused afterwards, so tokens
 * survive restarts.
 */
export function loadConfig(env: Environment = process.env): Config {
  const values = parseSection(environmentSchema, env);
  const parser = loadParserConfig({ ...env, PUBLIC_URL: values.PUBLIC_URL });
  const mailchimp = loadMailchimpConfig(env);
  const domains = loadDomainsConfig(env, values.PUBLIC_URL);
  const dataDir = resolve(values.DATA_DIR);
  return {
    parser,
    mailchimp,
    domains,
    port: values.PORT,
    host: values.HOST,
    publicUrl: values.PUBLIC_URL,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    appSecret: values.APP_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: values.LOG_LEVEL,
    webDist: resolve(values.WEB_DIST),
    trustProxy: parseTrustProxy(values.TRUST_PROXY) ?? false,
    redisUrl: values.REDIS_URL,
    webConcurrency: values.WEB_CONCURRENCY,
    runJobs: values.RUN_JOBS === 'true',
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `Podpie <no-reply@${new URL(values.PUBLIC_URL).hostname}>`,
    healthCheckIntervalSeconds: values.HEALTH_CHECK_INTERVAL_SECONDS,
    apiTokenRequestsPerMinute: values.API_TOKEN_REQUESTS_PER_MINUTE,
    uploadAnonDailyBytes: values.UPLOAD_ANON_DAILY_BYTES,
    uploadUserDailyBytes: values.UPLOAD_USER_DAILY_BYTES,
    uploadUserTotalBytes: values.UPLOAD_USER_TOTAL_BYTES,
    uploadMinFreeBytes: values.UPLOAD_MIN_FREE_BYTES,
  };
}

/** What `npm run start:parser` runs on: the parser section and the server's logging and proxy. */
export type ParserServiceConfig = {
  parser: ParserConfig;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  /** With it, Apple's call budget, the caches and the rate limit are shared with the servers. */
  redisUrl: string | undefined;
};

export function loadParserServiceConfig(env: Environment = process.env): ParserServiceConfig {
  const values = parseSection(
    environmentSchema.pick({
      PUBLIC_URL: true,
      LOG_LEVEL: true,
      TRUST_PROXY: true,
      REDIS_URL: true,
    }),
    env,
  );
  return {
    parser: loadParserConfig({ ...env, PUBLIC_URL: values.PUBLIC_URL }),
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY) ?? false,
    redisUrl: values.REDIS_URL,
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  try {
    if (existsSync(file)) {
      const stored = readFileSync(file, 'utf8').trim();
      if (stored.length >= MIN_SECRET_LENGTH) return stored;
    }
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration: cannot keep APP_SECRET in ${file} (${reason}).`);
  }
}
