import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('goes on only after the tasks already waiting have run', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('a task queued before'));
    void Promise.resolve().then(() => order.push('a microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['a microtask', 'a task queued before', 'after nextTask']);
  });
});
