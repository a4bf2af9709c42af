import { afterAll, describe, expect, it } from 'vitest';
import {
  createParsePool,
  DocumentTooSlowError,
  ParsePoolBusyError,
  TooManyParsesError,
} from './parse-pool.ts';

// A short budget, so the wide document below (about a second of parsing on a quick machine) is
// well over it, and the small one well under it.
const pool = createParsePool({ size: 1, budgetMs: 200 });
afterAll(() => pool.close());

const feed = (items: number) =>
  Buffer.from(
    `<rss><channel><title>Wide</title>${'<item><title>An episode</title><description>Notes &amp; more</description></item>'.repeat(items)}</channel></rss>`,
  );

describe('the parse worker pool', () => {
  it('refuses a document that takes longer than its time budget, then parses the next one', async () => {
    await expect(
      pool.run({ kind: 'feed', body: feed(400_000), contentType: 'text/xml', url: 'http://x/' }),
    ).rejects.toBeInstanceOf(DocumentTooSlowError);
    const next = await pool.run({
      kind: 'feed',
      body: feed(1),
      contentType: 'text/xml',
      url: 'http://x/',
    });
    expect(next).toMatchObject({ type: 'feed', feed: { title: 'Wide', episode_count: 1 } });
  });

  it('answers too-deep for a document nested past the limit', async () => {
    const outcome = await pool.run({
      kind: 'page',
      body: Buffer.from(`<html><body>${'<span>'.repeat(10_000)}</body></html>`),
      contentType: 'text/html',
    });
    expect(outcome).toEqual({ type: 'too-deep', limit: 512 });
  });
});

const task = (items: number) =>
  ({ kind: 'feed', body: feed(items), contentType: 'text/xml', url: 'http://x/' }) as const;

describe('the parse queue under one greedy client', () => {
  it("serves another client's small feed next, not after the greedy client's backlog", async () => {
    const fair = createParsePool({ size: 1, budgetMs: 20_000, maxPerClient: 3 });
    const order: string[] = [];
    const greedy = [1, 2, 3].map((n) =>
      fair.run(task(60_000), 'greedy').then(() => order.push(`greedy ${n}`)),
    );
    const small = fair.run(task(1), 'other').then(() => order.push('other'));
    await Promise.all([...greedy, small]);
    // The first wide feed was already on the worker; the small one goes right after it.
    expect(order.indexOf('other')).toBeLessThanOrEqual(1);
    await fair.close();
  });

  it('refuses a client over its share, and any client once the queue is full', async () => {
    // Cold: nothing runs until the worker has started, so every task below waits in the queue.
    const bounded = createParsePool({ size: 1, maxQueued: 3, maxPerClient: 2 });
    const running = [bounded.run(task(30_000), 'a'), bounded.run(task(30_000), 'a')];
    await expect(bounded.run(task(1), 'a')).rejects.toBeInstanceOf(TooManyParsesError);
    const third = bounded.run(task(1), 'b');
    await expect(bounded.run(task(1), 'c')).rejects.toBeInstanceOf(ParsePoolBusyError);
    await Promise.all([...running, third]);
    await bounded.close();
  });

  it('counts the time spent waiting in the budget and answers busy at the deadline', async () => {
    // Under the first test's budget, which the wide document is known to overrun on any machine.
    const slow = createParsePool({ size: 1, budgetMs: 800, maxPerClient: 5 });
    await slow.run(task(1), 'warm-up');
    const started = Date.now();
    const first = slow.run(task(400_000), 'a').catch((error: unknown) => error);
    const waiting = slow.run(task(1), 'b').catch((error: unknown) => error);
    expect(await waiting).toBeInstanceOf(ParsePoolBusyError);
    // Refused at its own deadline, not a whole budget after the worker came free.
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(await first).toBeInstanceOf(DocumentTooSlowError);
    await slow.close();
  });
});
