import { describe, expect, it } from 'vitest';
import { createDrawnImages } from './drawn-images.ts';

describe('pictures drawn from a project version', () => {
  it('draws a picture once for a burst of requests, and keeps it', async () => {
    const drawn = createDrawnImages<string>({ maxEntries: 10 });
    let drawings = 0;
    const draw = async () => {
      drawings += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 'picture';
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => drawn('p:1', draw)));
    expect(answers).toEqual(Array(8).fill('picture'));
    expect(await drawn('p:1', draw)).toBe('picture');
    expect(drawings).toBe(1);
  });

  it('keeps a failure for a few minutes instead of drawing it again for every request', async () => {
    let clock = 0;
    const drawn = createDrawnImages<string>({ maxEntries: 10, now: () => clock });
    let drawings = 0;
    const failing = async (): Promise<string> => {
      drawings += 1;
      throw new Error('over its time limit');
    };
    expect(await drawn('p:1', failing)).toBe('failed');
    expect(await drawn('p:1', failing)).toBe('failed');
    expect(drawings).toBe(1);
    clock += 5 * 60_000 + 1;
    expect(await drawn('p:1', async () => 'picture')).toBe('picture');
  });
});
