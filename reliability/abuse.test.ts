// Issue 28's abuse cases against a real server process on PostgreSQL and Redis, all on loopback:
// an owner's SVG artwork behind the public QR codes and link preview, forty big feeds from one
// address, the parser cache's share of Redis, and a fresh account uploading as fast as it can.
// Each prints its figures; an unrelated sign-in is timed while the first two run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createProject,
  PASSWORD,
  publish,
  type Session,
  signUp,
  uniqueEmail,
} from './support/api.ts';
import { PrivatePostgres } from './support/postgres.ts';
import { PrivateRedis } from './support/redis.ts';
import { ServerProcess } from './support/server.ts';

const PORT = 3440;
const UPLOAD_DAILY_BYTES = 40 * 1024 * 1024;

/** 100,000 circles from 2 KB of nested <use>: 4.7 s a drawing for sharp on a quiet machine. */
function nestedUseSvg(levels: number, fan: number): string {
  let defs = '<circle id="l0" r="5" fill="red"/>';
  for (let level = 1; level <= levels; level += 1) {
    const uses = Array.from({ length: fan }, (_, i) => `<use href="#l${level - 1}" x="${i}"/>`);
    defs += `<g id="l${level}">${uses.join('')}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><defs>${defs}</defs><use href="#l${levels}"/></svg>`;
}

// Shaped like a long-running show's real feed: 2,500 episodes with long show notes, about 10 MB.
const SHOW_NOTES = `<p>${'Show notes with links, guests and chapters. '.repeat(90)}</p>`;
const BIG_FEED = Buffer.from(
  `<rss><channel><title>Big</title>${Array.from({ length: 2_500 }, (_, n) => `<item><title>Episode ${n}</title><description><![CDATA[${SHOW_NOTES}]]></description></item>`).join('')}</channel></rss>`,
);
const SMALL_FEED =
  '<rss><channel><title>Small</title><item><title>One</title></item></channel></rss>';

let folder: string;
let pg: PrivatePostgres;
let redis: PrivateRedis;
let server: ServerProcess;
let upstream: Server;
let origin: string;
let owner: Session;
let ownerEmail: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'podpie-reliability-abuse-'));
  const svg = nestedUseSvg(5, 10);
  upstream = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/bomb.svg') response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
    else if (path === '/big.xml')
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(BIG_FEED);
    else if (path === '/small.xml')
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(SMALL_FEED);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  pg = new PrivatePostgres();
  redis = new PrivateRedis();
  pg.start();
  await redis.start();
  server = new ServerProcess({
    port: PORT,
    dataDir: folder,
    databaseUrl: await pg.createDatabase('podpie_abuse'),
    redisUrl: redis.url,
    env: {
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOWED_PORTS: '*',
      PARSER_RATE_LIMIT_PER_MINUTE: '1000',
      // The test stands in for a proxy, so each "client" below has its own address.
      TRUST_PROXY: '127.0.0.1',
      UPLOAD_USER_DAILY_BYTES: String(UPLOAD_DAILY_BYTES),
      // As `npm start` runs it.
      UV_THREADPOOL_SIZE: '16',
    },
  });
  await server.start();
  ownerEmail = uniqueEmail('abuse');
  owner = await signUp(server.url, ownerEmail);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await redis?.stop();
  pg?.destroy();
  await new Promise((resolve) => upstream?.close(resolve));
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

const from = (address: string) => ({ 'x-forwarded-for': address });

async function timedSignIn(address: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const answer = await fetch(`${server.url}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(address) },
    body: JSON.stringify({ email: ownerEmail, password: PASSWORD }),
  });
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started };
}

/** The server's resident memory now and at its peak, in MB (Linux /proc). */
function memoryMb(): { now: number; peak: number } {
  const status = readFileSync(`/proc/${server.pid()}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const redisUsedMb = async () => (await redis.usedMemory()) / (1024 * 1024);

/** A picture of noise: it stays large through the server's re-encode, as a real photo does. */
function noisePng(side: number): Buffer {
  const png = new PNG({ width: side, height: side });
  for (let at = 0; at < png.data.length; at += 4) {
    png.data[at] = Math.floor(Math.random() * 256);
    png.data[at + 1] = Math.floor(Math.random() * 256);
    png.data[at + 2] = Math.floor(Math.random() * 256);
    png.data[at + 3] = 255;
  }
  return PNG.sync.write(png, { colorType: 2 });
}

const figure = (text: string) => console.info(`[abuse] ${text}`);

describe("issue 28's abuse cases", () => {
  it("an owner's SVG artwork: pictures without it, and a sign-in within a second", async () => {
    const project = await createProject(server.url, owner);
    const artwork = `${origin}/bomb.svg`;
    const set = await call(server.url, {
      method: 'PUT',
      path: `/api/v1/projects/${project.id}`,
      session: owner,
      body: { artwork_cdnUrl: artwork, qr_level: 'H' },
    });
    expect(set.status).toBe(200);
    expect(await publish(server.url, owner, project, 'svg', 1, 2)).toBe(200);
    // Fonts and the image library load on the first drawing; that is start-up, not the attack.
    const warm = await createProject(server.url, owner);
    expect(await publish(server.url, owner, warm, 'warm', 1, 2)).toBe(200);
    expect((await fetch(`${server.url}/${warm.slug}/og.png`)).status).toBe(200);
    const quiet = await timedSignIn('198.51.100.19');
    const started = performance.now();
    const pictures = ['qr.png', 'qr.svg', 'og.png'].flatMap((file) =>
      Array.from({ length: 4 }, () =>
        fetch(`${server.url}/${project.slug}/${file}`).then(async (answer) => {
          await answer.arrayBuffer();
          return answer.status;
        }),
      ),
    );
    const during = await timedSignIn('198.51.100.20');
    const statuses = await Promise.all(pictures);
    const attackMs = performance.now() - started;
    figure(
      `SVG artwork: 12 pictures answered ${JSON.stringify(statuses)} in ${Math.round(attackMs)} ms; sign-in ${Math.round(during.ms)} ms during, ${Math.round(quiet.ms)} ms before`,
    );
    expect(statuses).toEqual(Array(12).fill(200));
    expect(during.status).toBe(200);
    // Within a second of a sign-in before the attack: on a busy shared host scrypt alone can take
    // most of a second, and that is the host, not the attack.
    expect(during.ms - quiet.ms).toBeLessThan(1_000);
  }, 120_000);

  it('forty big feeds from one address: most refused, memory flat, another client and a sign-in answered', async () => {
    const quiet = await timedSignIn('198.51.100.10');
    const redisBefore = await redisUsedMb();
    const memoryBefore = memoryMb();
    let peakRss = memoryBefore.now;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryMb().now);
    }, 100);
    const started = performance.now();
    const attack = Array.from({ length: 40 }, (_, n) =>
      fetch(
        `${server.url}/parser/v1/feed_parser?uri=${encodeURIComponent(`${origin}/big.xml?n=${n}`)}`,
        {
          headers: from('198.51.100.7'),
        },
      ).then(async (answer) => {
        await answer.arrayBuffer();
        return answer.status;
      }),
    );
    const smallStarted = performance.now();
    const small = await fetch(
      `${server.url}/parser/v1/feed_parser?uri=${encodeURIComponent(`${origin}/small.xml`)}`,
      { headers: from('198.51.100.8') },
    );
    await small.arrayBuffer();
    const smallMs = performance.now() - smallStarted;
    const during = await timedSignIn('198.51.100.9');
    const statuses = await Promise.all(attack);
    const attackMs = performance.now() - started;
    clearInterval(sampler);
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    const redisGrowth = (await redisUsedMb()) - redisBefore;
    figure(
      `parse attack (40 × ${(BIG_FEED.length / 1e6).toFixed(1)} MB from one address): ${JSON.stringify(counts)} in ${Math.round(attackMs)} ms; another client's small feed ${Math.round(smallMs)} ms; sign-in ${Math.round(during.ms)} ms (${Math.round(quiet.ms)} ms before); server memory ${memoryBefore.now} MB before, ${peakRss} MB at most during`,
    );
    figure(`parser cache in Redis after the attack: +${redisGrowth.toFixed(2)} MB`);
    expect(small.status).toBe(200);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(36);
    expect(during.status).toBe(200);
    expect(during.ms - quiet.ms).toBeLessThan(1_000);
    // The big answers stay in the process; Redis holds next to nothing of them.
    expect(redisGrowth).toBeLessThan(5);
    expect(peakRss - memoryBefore.now).toBeLessThan(600);
  }, 120_000);

  it('a fresh account uploading ten large pictures: refused past its daily bytes', async () => {
    const account = await signUp(server.url);
    const noise = noisePng(1400);
    const statuses: number[] = [];
    let storedBytes = 0;
    const started = performance.now();
    for (let n = 0; n < 10; n += 1) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(noise)], { type: 'image/png' }), 'noise.png');
      const answer = await fetch(`${server.url}/api/v1/uploads`, {
        method: 'POST',
        headers: { ...account, ...from(`198.51.100.${60 + n}`) },
        body: form,
      });
      const body = (await answer.json()) as { cdnUrl?: string; code?: string };
      statuses.push(answer.status);
      if (answer.status === 200 && body.cdnUrl) {
        const stored = await fetch(body.cdnUrl);
        storedBytes += (await stored.arrayBuffer()).byteLength;
      }
    }
    figure(
      `uploads: 10 × ${(noise.length / 1e6).toFixed(1)} MB from one fresh account in ${Math.round(performance.now() - started)} ms answered ${JSON.stringify(statuses)}; ${(storedBytes / 1e6).toFixed(1)} MB stored (daily quota ${UPLOAD_DAILY_BYTES / 1024 / 1024} MB)`,
    );
    expect(storedBytes).toBeLessThanOrEqual(UPLOAD_DAILY_BYTES);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(statuses.indexOf(429))).toEqual(
      Array(10 - statuses.indexOf(429)).fill(429),
    );
  }, 180_000);
});
