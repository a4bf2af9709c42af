// Whether a process may trust page versions for long depends on hearing every change: these
// tests use the machine's Redis and cut the subscriber's connection from the server side, as a
// Redis restart or a network blip would.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { closeRedis } from '../../lib/redis.ts';
import { createPageChanges, type PageChanges } from './page-changes.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

const opened: { changes: PageChanges; redis: Redis }[] = [];
afterEach(async () => {
  for (const { changes, redis } of opened.splice(0)) {
    await changes.close();
    await closeRedis(redis);
  }
});

async function until(check: () => boolean, what: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('page changes', () => {
  it('are complete in the only process of an embedded database, Redis or not', () => {
    const alone = createPageChanges({ redis: null, soleProcess: true });
    expect(alone.complete()).toBe(true);
    const unsure = createPageChanges({ redis: null });
    expect(unsure.complete()).toBe(false);
  });

  it('are complete only while subscribed, and say so when some may have been missed', async () => {
    const name = `page-changes-${randomBytes(4).toString('hex')}`;
    const redis = new Redis(REDIS_URL, { connectionName: name });
    const changes = createPageChanges({ redis });
    opened.push({ changes, redis });
    let missed = 0;
    changes.listen({
      forget: () => {},
      forgetAll: () => {
        missed += 1;
      },
    });
    await until(() => changes.complete(), 'the subscription');
    expect(missed).toBe(0);

    // Our subscriber, by its name, cut off by the server.
    const clients = String(await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const id = /id=(\d+) .*name=([^ ]+)/
      .exec(clients.split('\n').find((line) => line.includes(`name=${name}`)) ?? '')
      ?.at(1);
    expect(id).toBeDefined();
    await redis.call('CLIENT', 'KILL', 'ID', String(id));

    await until(() => missed >= 1, 'the loss to be told');
    // ioredis reconnects and subscribes again by itself; what was trusted is dropped once more.
    await until(() => changes.complete() && missed >= 2, 'the subscription to come back');
  });
});
