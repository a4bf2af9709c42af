/**
 * Where failed sign-ins are counted, per key, in a window that restarts at each key's first
 * failure. An interface so the counts can move to Redis when several server processes must share
 * them; this in-memory store is for one process.
 */
export interface AttemptStore {
  /** Failures of `key` in its current window. */
  failures(key: string, now: Date): Promise<number>;
  /** Counts one more failure; answers the new total. */
  recordFailure(key: string, now: Date): Promise<number>;
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
