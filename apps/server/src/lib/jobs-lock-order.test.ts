// Two publishes that share feeds schedule the same refresh jobs inside their own transactions.
// Only real PostgreSQL runs transactions side by side (PGlite has one connection), so this runs
// in `npm run test:pg` and is skipped, visibly, in `npm test`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { freshDatabase, TEST_DATABASE_URL } from '../test/database.ts';
import { scheduleJobs } from './jobs.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  if (TEST_DATABASE_URL !== undefined) handle = await freshDatabase();
});
afterAll(() => handle?.close());

const refreshes = (keys: string[]) => keys.map((key) => ({ kind: 'refresh', uniqueKey: key }));

describe.skipIf(TEST_DATABASE_URL === undefined)(
  'jobs scheduled in concurrent transactions',
  () => {
    it('are taken in key order, so pages listing the same feeds in opposite orders never deadlock', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let tookFirst = () => {};
      const took = new Promise<void>((resolve) => {
        tookFirst = resolve;
      });
      // One publish holds feed a, the other asks for b then a, then the first asks for b.
      const first = handle.db.transaction(async (tx) => {
        await scheduleJobs(tx, refreshes(['feed:a']));
        tookFirst();
        await held;
        await scheduleJobs(tx, refreshes(['feed:b']));
      });
      await took;
      const second = handle.db.transaction((tx) =>
        scheduleJobs(tx, refreshes(['feed:b', 'feed:a'])),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      const outcomes = await Promise.allSettled([first, second]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    });
  },
);
