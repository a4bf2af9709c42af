// What the fast path keeps in memory: pages up to a byte budget, the longest unused first out,
// and a page past its trust kept for GET /:slug to send again while its version stands.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHotPages, type HotAnswer } from './hot-pages.ts';
import { pageAnswerOf } from './page-answer.ts';

/** A page whose gzipped bytes are about `size` (random text does not compress). */
function answer(projectId: number, size: number, until = 1_000, expiresAt: number | null = null) {
  const page = pageAnswerOf({
    html: `<!DOCTYPE html><p>${randomBytes(size).toString('base64').slice(0, size)}</p>`,
    etag: `W/"${projectId}"`,
    csp: "default-src 'none'",
    expiresAt,
    byDevice: false,
  });
  return { ...page, until, projectId, key: `version-${projectId}` } satisfies HotAnswer;
}

describe('pages held by the fast path', () => {
  it('stay within the byte budget, the ones remembered longest ago leaving first', () => {
    const [first, second, third] = [answer(1, 10_000), answer(2, 10_000), answer(3, 10_000)];
    // Room for two and a half pages.
    const hot = createHotPages(() => 0, Math.round(first.bytes() * 2.5));
    hot.remember('first', first);
    hot.remember('second', second);
    hot.remember('first', first);
    hot.remember('third', third);
    expect(hot.held('second', 'version-2', 0)).toBeUndefined();
    expect(hot.held('first', 'version-1', 0)).toBeDefined();
    expect(hot.held('third', 'version-3', 0)).toBeDefined();
  });

  it('are kept past their trust for the same version only, and never past their boundary', () => {
    const hot = createHotPages(() => 5_000);
    hot.remember('Show', answer(7, 1_000, 1_000, 10_000));
    expect(hot.held('show', 'version-7', 5_000)).toBeDefined();
    expect(hot.held('show', 'version-8', 5_000)).toBeUndefined();
    expect(hot.held('show', 'version-7', 10_000)).toBeUndefined();
    hot.forget(7, null);
    expect(hot.held('show', 'version-7', 5_000)).toBeUndefined();
  });

  it("are forgotten for a publish under each of the project's slugs, and only those", () => {
    const hot = createHotPages(() => 0);
    // The old address still answers for a while after a rename; both are the project's.
    hot.remember('old-name', answer(1, 1_000));
    hot.remember('new-name', answer(1, 1_000));
    hot.remember('neighbour', answer(2, 1_000));
    // A slug that passed to another project is no longer the first one's to forget.
    hot.remember('moved', answer(1, 1_000));
    hot.remember('moved', answer(3, 1_000));
    hot.forget(1, null);
    expect(hot.held('old-name', 'version-1', 0)).toBeUndefined();
    expect(hot.held('new-name', 'version-1', 0)).toBeUndefined();
    expect(hot.held('neighbour', 'version-2', 0)).toBeDefined();
    expect(hot.held('moved', 'version-3', 0)).toBeDefined();
    hot.forget(3, null);
    expect(hot.held('moved', 'version-3', 0)).toBeUndefined();
  });

  it('are all dropped when changes may have been missed', () => {
    const hot = createHotPages(() => 0);
    hot.remember('one', answer(1, 1_000));
    hot.remember('two', answer(2, 1_000));
    hot.forgetAll();
    expect(hot.held('one', 'version-1', 0)).toBeUndefined();
    expect(hot.held('two', 'version-2', 0)).toBeUndefined();
  });
});
