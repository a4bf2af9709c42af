import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PARSER_MAIN = fileURLToPath(new URL('./parser-main.ts', import.meta.url));
const parent = mkdtempSync(join(tmpdir(), 'podpie-main-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** Runs an entry point as `npm start` does, with only the given variables besides PATH. */
function start(env: Record<string, string>, entry = MAIN) {
  return spawnSync(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('starting the server with a bad variable', () => {
  it.each([
    ['OUTBOUND_ALLOWED_PORTS', '80,http'],
    ['MAILCHIMP_AUTH_URL', 'mailchimp'],
    ['LOG_LEVEL', 'loud'],
  ])(
    'prints one line naming %s and exits before opening a database',
    {
      timeout: 60_000,
    },
    (name, value) => {
      const dataDir = join(parent, name);
      const run = start({ DATA_DIR: dataDir, [name]: value });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^Invalid configuration: ${name} .*\\(got "${value}"\\)\\.$`),
      );
      expect(run.stdout).toBe('');
      // PGlite and the generated secret both live in DATA_DIR: it was never created.
      expect(existsSync(dataDir)).toBe(false);
    },
  );
});

describe('starting the parsing service alone with a bad variable', () => {
  it('prints one line naming it and exits without listening', { timeout: 60_000 }, () => {
    const run = start({ PARSER_PORT: 'http', PARSER_HOST: '127.0.0.1' }, PARSER_MAIN);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Invalid configuration: PARSER_PORT must be a whole number from 0 to 65535 (got "http").',
    );
  });
});
