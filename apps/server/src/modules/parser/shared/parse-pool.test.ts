import { afterAll, describe, expect, it } from 'vitest';
import { createParsePool, DocumentTooSlowError } from './parse-pool.ts';

// A short budget, so the wide document below is over it; the small one is well under it.
const pool = createParsePool({ size: 1, budgetMs: 1_000 });
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
