// The background sweep: a sign-up nobody confirmed within the link's lifetime is forgotten by the
// job runner of a server that runs jobs; confirmed subscribers and recent sign-ups stay.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { jobs, subscribers } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { publishPage } from '../public-page/test-world.ts';
import { CONFIRMATION_LIFETIME_MS } from './confirmation.ts';
import { SIGN_UP_SWEEP_JOB } from './plugin.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ runJobs: true });
}, 60_000);
afterAll(() => t.app.close());

it('a server running jobs forgets expired unconfirmed sign-ups within the hour', async () => {
  // The sweep at start has run and waits for its next hour (so it cannot run between the clock
  // moves below with a time read before them).
  await vi.waitFor(
    async () => {
      const waiting = await t.app.db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.kind, SIGN_UP_SWEEP_JOB), isNull(jobs.lockedAt)));
      expect(waiting[0]?.runAt.getTime()).toBeGreaterThan(t.app.now().getTime());
    },
    { timeout: 10_000, interval: 100 },
  );
  const owner = await createUser(t.app);
  const projectId = (await publishPage(t.app, owner, [])).id;
  const old = new Date(t.app.now().getTime() - CONFIRMATION_LIFETIME_MS + 30 * 60_000);
  await t.app.db.insert(subscribers).values([
    { projectId, email: 'never.confirmed@example.com', createdAt: old, consentAt: old },
    { projectId, email: 'fresh@example.com', consentAt: t.app.now() },
    { projectId, email: 'kept@example.com', createdAt: old, consentAt: old, confirmedAt: old },
  ]);
  // The sweep ran at start; its next run is an hour later, when the first sign-up has expired.
  t.clock.advance(61 * 60_000);
  await vi.waitFor(
    async () => {
      // As the runner's own poll would: the first sweep may still be finishing when the clock moves,
      // and its next run is only due in the drain after it.
      t.app.jobs.wake();
      const rows = await t.app.db
        .select({ email: subscribers.email })
        .from(subscribers)
        .where(eq(subscribers.projectId, projectId));
      expect(rows.map((row) => row.email).sort()).toEqual([
        'fresh@example.com',
        'kept@example.com',
      ]);
    },
    { timeout: 10_000, interval: 200 },
  );
});
