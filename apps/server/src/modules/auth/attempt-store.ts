import type { Redis } from 'ioredis';

/**
 * Where failed sign-ins are counted, per key, in a window that restarts at each key's first
 * failure. In this process (MemoryAttemptStore) or, when several server processes must share the
 * counts, in Redis (RedisAttemptStore).
 */
export interface AttemptStore {
  /** Failures of `key` in its current window. */
  failures(key: string, now: Date): Promise<number>;
  /** Counts one more failure; answers the new total. */
  recordFailure(key: string, now: Date): Promise<number>;
  /** Takes back one failure counted ahead of an attempt that did not fail. */
  forgive(key: string, now: Date): Promise<void>;
  forget(key: string): Promise<void>;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, { failures: number; resetAt: number }>();
  private readonly windowMs: number;
  private readonly maxKeys: number;

  constructor(options: { windowMs: number; maxKeys?: number }) {
    this.windowMs = options.windowMs;
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  async failures(key: string, now: Date): Promise<number> {
    const window = this.windows.get(key);
    if (!window) return 0;
    if (window.resetAt <= now.getTime()) {
      this.windows.delete(key);
      return 0;
    }
    return window.failures;
  }

  async recordFailure(key: string, now: Date): Promise<number> {
    const time = now.getTime();
    const window = this.windows.get(key);
    if (window && window.resetAt > time) {
      window.failures += 1;
      return window.failures;
    }
    if (this.windows.size >= this.maxKeys) this.forgetExpired(time);
    this.windows.set(key, { failures: 1, resetAt: time + this.windowMs });
    return 1;
  }

  async forgive(key: string, now: Date): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > now.getTime() && window.failures > 0) window.failures -= 1;
  }

  async forget(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private forgetExpired(time: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= time) this.windows.delete(key);
    }
    // Still full: drop the oldest entries rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

// Decrements a live count, never below zero and never creating the key (its window stays).
const FORGIVE_ONE = `local v = redis.call('GET', KEYS[1])
if v and tonumber(v) > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Failures counted in Redis, so guesses spread over several server processes add up. The window
 * is a key expiry set at the first failure (Redis's clock, shared by all). While Redis fails, the
 * counts fall back to this process (the client logs the outage once).
 */
export class RedisAttemptStore implements AttemptStore {
  private readonly fallback: MemoryAttemptStore;

  constructor(
    private readonly redis: Redis,
    private readonly options: { windowMs: number; keyPrefix?: string },
  ) {
    this.fallback = new MemoryAttemptStore({ windowMs: options.windowMs });
  }

  private key(key: string): string {
    return `${this.options.keyPrefix ?? 'podpie:signin:'}${key}`;
  }

  async failures(key: string, now: Date): Promise<number> {
    try {
      const stored = await this.redis.get(this.key(key));
      return stored === null ? 0 : Number(stored);
    } catch {
      return this.fallback.failures(key, now);
    }
  }

  async recordFailure(key: string, now: Date): Promise<number> {
    try {
      // The window starts at the first failure: the expiry is only set on a new key.
      const results = await this.redis
        .multi()
        .set(this.key(key), 0, 'PX', this.options.windowMs, 'NX')
        .incr(this.key(key))
        .exec();
      const counted = results?.[1];
      if (!counted || counted[0]) throw counted?.[0] ?? new Error('transaction discarded');
      return Number(counted[1]);
    } catch {
      return this.fallback.recordFailure(key, now);
    }
  }

  async forgive(key: string, now: Date): Promise<void> {
    await this.fallback.forgive(key, now);
    try {
      await this.redis.eval(FORGIVE_ONE, 1, this.key(key));
    } catch {
      // The count stays one higher until its window ends: a short extra wait at worst.
    }
  }

  async forget(key: string): Promise<void> {
    await this.fallback.forget(key);
    try {
      await this.redis.del(this.key(key));
    } catch {
      // Nothing to undo: the key expires with its window.
    }
  }
}
