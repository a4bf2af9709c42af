/**
 * Counts failures per key (an email, an IP) in a fixed window. Only failures count, so a user who
 * signs in often is never blocked, while guessing stops after `limit` misses.
 * Kept in memory: with several server processes each one counts on its own.
 */
export class FailureLimiter {
  private readonly windows = new Map<string, { failures: number; resetAt: number }>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;

  constructor(options: { limit: number; windowMs: number; maxKeys?: number }) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  /** True when the key used up its failures in the current window. */
  isBlocked(key: string, now: Date): boolean {
    const window = this.windows.get(key);
    if (!window) return false;
    if (window.resetAt <= now.getTime()) {
      this.windows.delete(key);
      return false;
    }
    return window.failures >= this.limit;
  }

  recordFailure(key: string, now: Date): void {
    const time = now.getTime();
    const window = this.windows.get(key);
    if (window && window.resetAt > time) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= this.maxKeys) this.forgetExpired(time);
    this.windows.set(key, { failures: 1, resetAt: time + this.windowMs });
  }

  forget(key: string): void {
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
