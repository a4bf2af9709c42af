import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DomainWorld, startDomainWorld } from './test-domain-world.ts';

// deploy/Caddyfile itself, run by Debian's caddy on loopback with its internal CA instead of
// Let's Encrypt: an active owner's domain gets a certificate on first visit and shows the page;
// a domain that was never verified gets none. CI installs caddy (.ci/run).
const CADDY = '/usr/bin/caddy';
const CADDYFILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../deploy/Caddyfile',
);
const hasCaddy = existsSync(CADDY);
if (!hasCaddy) console.warn('caddy is not installed (/usr/bin/caddy): the Caddy test is skipped');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

type Curl = { code: number | null; status: string; stderr: string };
function curl(args: string[]): Promise<Curl> {
  return new Promise((done) => {
    execFile('curl', ['-sS', '--max-time', '20', ...args], (error, stdout, stderr) => {
      done({
        code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
        status: stdout,
        stderr,
      });
    });
  });
}

describe.skipIf(!hasCaddy)('Caddy in front of Podpie (deploy/Caddyfile)', () => {
  let world: DomainWorld;
  let caddy: ChildProcess | undefined;
  let folder: string;
  let httpsPort: number;
  const log: string[] = [];

  beforeAll(async () => {
    world = await startDomainWorld({}, {});
    expect(await world.connect('links.dailypie.test')).toMatchObject({ state: 'active' });
    folder = mkdtempSync(join(tmpdir(), 'podpie-caddy-'));
    httpsPort = await freePort();
    const httpPort = await freePort();
    const upstream = world.origin.replace('http://', '');
    // The shipped file, with test settings added to its global options.
    const config = readFileSync(CADDYFILE, 'utf8').replace(
      /^\{\n/m,
      `{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tstorage file_system ${folder}/data\n`,
    );
    writeFileSync(join(folder, 'Caddyfile'), config);
    caddy = spawn(CADDY, ['run', '--config', join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: folder,
        XDG_DATA_HOME: join(folder, 'xdg'),
        XDG_CONFIG_HOME: join(folder, 'xdg'),
        PODPIE_HOST: 'podpie.test',
        PODPIE_UPSTREAMS: upstream,
        PODPIE_ASK: upstream,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    // Ready once the local CA's root is written and the HTTPS port answers.
    const root = join(folder, 'data', 'pki', 'authorities', 'local', 'root.crt');
    for (let tries = 0; tries < 100 && !existsSync(root); tries += 1) {
      await new Promise((wait) => setTimeout(wait, 200));
    }
    if (!existsSync(root)) throw new Error(`caddy did not start:\n${log.join('')}`);
  }, 170_000);

  afterAll(async () => {
    caddy?.kill('SIGTERM');
    await world?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const fetchThroughCaddy = (domain: string) =>
    curl([
      '--resolve',
      `${domain}:${httpsPort}:127.0.0.1`,
      '--cacert',
      join(folder, 'data', 'pki', 'authorities', 'local', 'root.crt'),
      '-o',
      join(folder, 'page.html'),
      '-w',
      '%{http_code}',
      `https://${domain}:${httpsPort}/`,
    ]);

  it('gets a certificate for an active domain and answers the owner’s page', async () => {
    const answer = await fetchThroughCaddy('links.dailypie.test');
    expect(answer, log.join('')).toMatchObject({ code: 0, status: '200' });
    expect(readFileSync(join(folder, 'page.html'), 'utf8')).toContain('The Daily Pie');
  }, 60_000);

  it('gets no certificate for a domain that was never verified', async () => {
    await world.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${world.page.id}/domain`,
      headers: world.owner,
      payload: { domain: 'links.unverified.test' },
    });
    const answer = await fetchThroughCaddy('links.unverified.test');
    expect(answer.code).not.toBe(0);
    expect(answer.status).not.toBe('200');
  }, 60_000);
});
