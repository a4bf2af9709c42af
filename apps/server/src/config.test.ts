import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const folders: string[] = [];
function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'podpie-config-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('configuration', () => {
  it('has working defaults and keeps a generated secret in DATA_DIR', () => {
    const DATA_DIR = dataDir();
    const config = loadConfig({ DATA_DIR });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: DATA_DIR,
      databaseUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.appSecret).toHaveLength(64);
    expect(readFileSync(join(DATA_DIR, 'secret'), 'utf8').trim()).toBe(config.appSecret);
    expect(loadConfig({ DATA_DIR }).appSecret).toBe(config.appSecret);
  });

  it('reads every variable, trimming a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      PORT: '3055',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://pod.example.com/',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://podpie@db:5432/podpie',
      APP_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
    });
    expect(config).toMatchObject({
      port: 3055,
      publicUrl: 'https://pod.example.com',
      databaseUrl: 'postgres://podpie@db:5432/podpie',
      appSecret: 'x'.repeat(40),
      logLevel: 'warn',
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
    });
  });

  it.each([
    [
      'PORT',
      'abc',
      'Invalid configuration: PORT must be a port number from 0 to 65535 (got "abc").',
    ],
    [
      'PUBLIC_URL',
      'ftp://x',
      'Invalid configuration: PUBLIC_URL must be an http or https address (got "ftp://x").',
    ],
    [
      'DATABASE_URL',
      'mysql://x',
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://x").',
    ],
    [
      'TRUST_PROXY',
      'true',
      'Invalid configuration: TRUST_PROXY must be false, a hop count, or a comma list of proxy addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8) (got "true").',
    ],
    [
      'TRUST_PROXY',
      '10.0.0.0/33',
      'Invalid configuration: TRUST_PROXY must be false, a hop count, or a comma list of proxy addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8) (got "10.0.0.0/33").',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    ],
    [
      'APP_SECRET',
      'short',
      'Invalid configuration: APP_SECRET must be at least 32 characters (got "short").',
    ],
    [
      'OUTBOUND_ALLOWED_PORTS',
      '80,http',
      'Invalid configuration: OUTBOUND_ALLOWED_PORTS must be a comma-separated list of ports or * (got "80,http").',
    ],
    [
      'OUTBOUND_TOTAL_TIMEOUT_MS',
      'soon',
      'Invalid configuration: OUTBOUND_TOTAL_TIMEOUT_MS must be a whole number of at least 1 (got "soon").',
    ],
    [
      'ITUNES_API_URL',
      'itunes',
      'Invalid configuration: ITUNES_API_URL must be an http or https address (got "itunes").',
    ],
    [
      'PARSER_PORT',
      '70000',
      'Invalid configuration: PARSER_PORT must be a whole number from 0 to 65535 (got "70000").',
    ],
    [
      'MAILCHIMP_TOKEN_URL',
      'ftp://x',
      'Invalid configuration: MAILCHIMP_TOKEN_URL must be an http or https address (got "ftp://x").',
    ],
  ])('stops on a bad %s with a one-line message', (name, value, message) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it('refuses a bad value before touching DATA_DIR', () => {
    const folder = join(dataDir(), 'not-yet');
    expect(() => loadConfig({ DATA_DIR: folder, PARSER_CACHE_MAX_ENTRIES: '0' })).toThrow(
      ConfigError,
    );
    expect(existsSync(folder)).toBe(false);
  });

  it('gives the parser and Mailchimp sections their own settings and the public address', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://pod.example.com/',
      ITUNES_API_URL: 'http://127.0.0.1:4010/',
      OUTBOUND_ALLOWED_PORTS: '*',
      MAILCHIMP_CLIENT_ID: '42',
    });
    expect(config.parser).toMatchObject({
      PUBLIC_URL: 'https://pod.example.com',
      ITUNES_API_URL: 'http://127.0.0.1:4010',
      OUTBOUND_ALLOWED_PORTS: 'any',
    });
    expect(config.mailchimp.clientId).toBe('42');
  });

  it('checks podcast health every 900 s unless HEALTH_CHECK_INTERVAL_SECONDS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).healthCheckIntervalSeconds).toBe(900);
    const fast = loadConfig({ DATA_DIR: dataDir(), HEALTH_CHECK_INTERVAL_SECONDS: '1' });
    expect(fast.healthCheckIntervalSeconds).toBe(1);
    expect(() => loadConfig({ DATA_DIR: dataDir(), HEALTH_CHECK_INTERVAL_SECONDS: '0' })).toThrow(
      'Invalid configuration: HEALTH_CHECK_INTERVAL_SECONDS must be a whole number of seconds from 1 to 86400 (got "0").',
    );
  });

  it('lets a signed-out address upload 50 MB a day unless UPLOAD_ANON_DAILY_BYTES says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).uploadAnonDailyBytes).toBe(50 * 1024 * 1024);
    const small = loadConfig({ DATA_DIR: dataDir(), UPLOAD_ANON_DAILY_BYTES: '1000000' });
    expect(small.uploadAnonDailyBytes).toBe(1_000_000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), UPLOAD_ANON_DAILY_BYTES: '50MB' })).toThrow(
      'Invalid configuration: UPLOAD_ANON_DAILY_BYTES must be a whole number of bytes (got "50MB").',
    );
  });

  it('runs one server process unless WEB_CONCURRENCY asks for more', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webConcurrency).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '0' })).toThrow(
      'Invalid configuration: WEB_CONCURRENCY must be a whole number of processes from 1 to 64 (got "0").',
    );
  });
});
