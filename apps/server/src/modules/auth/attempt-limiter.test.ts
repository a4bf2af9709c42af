import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './attempt-limiter.ts';

const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);

describe('failure limiter', () => {
  it('blocks a key after its failures until the window ends', () => {
    const limiter = new FailureLimiter({ limit: 2, windowMs: 1000 });
    limiter.recordFailure('a@example.com', at(0));
    expect(limiter.isBlocked('a@example.com', at(10))).toBe(false);
    limiter.recordFailure('a@example.com', at(20));
    expect(limiter.isBlocked('a@example.com', at(30))).toBe(true);
    expect(limiter.isBlocked('b@example.com', at(30))).toBe(false);
    expect(limiter.isBlocked('a@example.com', at(1001))).toBe(false);
  });

  it('forgets a key on success', () => {
    const limiter = new FailureLimiter({ limit: 1, windowMs: 1000 });
    limiter.recordFailure('a', at(0));
    limiter.forget('a');
    expect(limiter.isBlocked('a', at(1))).toBe(false);
  });

  it('stays bounded when many keys fail', () => {
    const limiter = new FailureLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) limiter.recordFailure(key, at(0));
    expect(limiter.isBlocked('e', at(1))).toBe(true);
    const remembered = ['a', 'b', 'c', 'd', 'e'].filter((key) => limiter.isBlocked(key, at(1)));
    expect(remembered.length).toBeLessThanOrEqual(3);
  });
});
