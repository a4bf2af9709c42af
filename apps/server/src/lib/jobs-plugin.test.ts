import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { freshDatabase } from '../test/database.ts';
import './context.ts';
import { scheduleJob } from './jobs.ts';
import { jobsPlugin } from './jobs-plugin.ts';

let handle: DatabaseHandle;
/** An address that takes requests and never answers them (a dead podcast directory). */
let silent: Server;
let silentUrl: string;
const openRequests = new Set<string>();

beforeAll(async () => {
  handle = await freshDatabase();
  silent = createServer((request) => {
    const path = request.url ?? '';
    openRequests.add(path);
    request.socket.on('close', () => openRequests.delete(path));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
  await handle.close();
});

async function jobsApp(runJobs = true): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('db', handle.db);
  app.decorate('now', () => new Date());
  await app.register(jobsPlugin, { runJobs, pollMs: 20 });
  return app;
}

describe('the jobs plugin: one runner, each feature its own lane', () => {
  it("a health run stuck on links that never answer neither delays another owner's feed refresh nor outlives its budget", async () => {
    const app = await jobsApp();
    const refreshed: string[] = [];
    app.jobs.register('podcast-health', {
      budgetMs: 4_000,
      run: async (_payload, signal) => {
        // Forty links that never answer, four at a time, as one owner's page had.
        for (let link = 0; link < 40; link += 4) {
          await Promise.all(
            [0, 1, 2, 3].map((n) =>
              fetch(`${silentUrl}/show-${link + n}`, signal ? { signal } : {}),
            ),
          );
        }
        return undefined;
      },
    });
    app.jobs.register('feed-refresh', {
      concurrency: 2,
      run: async (payload) => {
        refreshed.push((payload as { url: string }).url);
        return undefined;
      },
    });
    await scheduleJob(handle.db, { kind: 'podcast-health', uniqueKey: 'health:owner-a' });
    await app.ready();
    try {
      await expect.poll(() => openRequests.size, { timeout: 5_000 }).toBe(4);
      await scheduleJob(handle.db, {
        kind: 'feed-refresh',
        uniqueKey: 'feed:owner-b',
        payload: { url: 'https://feeds.example/b.xml' },
      });
      app.jobs.wake();
      await expect
        .poll(() => refreshed, { timeout: 5_000 })
        .toEqual(['https://feeds.example/b.xml']);
      // The refresh did not wait for the stuck run: its requests are still open.
      expect(openRequests.size).toBe(4);

      // At its budget the run is given up: its requests are closed and the job fails for a retry.
      await expect.poll(() => openRequests.size, { timeout: 8_000 }).toBe(0);
      await expect
        .poll(
          async () =>
            (await handle.db.select().from(jobs).where(eq(jobs.uniqueKey, 'health:owner-a')))[0]
              ?.lastError ?? '',
          { timeout: 5_000 },
        )
        .toContain('time budget of 4000 ms');
    } finally {
      await app.close();
    }
  });

  it('takes no new kind once the runner has started', async () => {
    const app = await jobsApp();
    await app.ready();
    try {
      expect(() => app.jobs.register('late', { run: async () => undefined })).toThrow(
        /after the runner started/,
      );
    } finally {
      await app.close();
    }
  });

  it('runs nothing in a process that leaves the jobs to others', async () => {
    const app = await jobsApp(false);
    let ran = 0;
    app.jobs.register('mail', {
      run: async () => {
        ran += 1;
        return undefined;
      },
    });
    await scheduleJob(handle.db, { kind: 'mail', uniqueKey: 'mail:1' });
    await app.ready();
    app.jobs.wake();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await app.close();
    expect(ran).toBe(0);
    await handle.db.delete(jobs);
  });
});
