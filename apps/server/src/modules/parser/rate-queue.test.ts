import { describe, expect, it } from 'vitest';
import { createRateQueue } from './rate-queue.ts';

describe('createRateQueue', () => {
  it('makes calls beyond the limit wait for the window instead of failing', async () => {
    const queue = createRateQueue({ limit: 2, intervalMs: 150 });
    const started: number[] = [];
    const t0 = Date.now();
    const task = async () => {
      started.push(Date.now() - t0);
      return started.length;
    };
    const results = await Promise.all([queue.run(task), queue.run(task), queue.run(task)]);
    expect(results).toEqual([1, 2, 3]);
    expect(started[0]).toBeLessThan(50);
    expect(started[1]).toBeLessThan(50);
    expect(started[2]).toBeGreaterThanOrEqual(140);
  });

  it('passes a failure to its caller only', async () => {
    const queue = createRateQueue({ limit: 5, intervalMs: 1000 });
    await expect(queue.run(() => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
  });
});
