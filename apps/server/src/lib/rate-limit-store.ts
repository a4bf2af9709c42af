import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { setNewest } from './newest-first.ts';

// One round trip: count the request, start the window on the first one, answer what is left of it.
const COUNT_IN_WINDOW = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Keys counted in this process while Redis is away. */
const MAX_LOCAL_KEYS = 10_000;

type Count = { current: number; ttl: number };

/** Fixed windows in this process: what every limit falls back to while Redis fails. */
function localWindows() {
  const windows = new Map<string, { current: number; resetAt: number }>();
  return (key: string, timeWindow: number): Count => {
    const now = Date.now();
    const window = windows.get(key);
    if (window && window.resetAt > now) {
      window.current += 1;
      return { current: window.current, ttl: window.resetAt - now };
    }
    setNewest(windows, key, { current: 1, resetAt: now + timeWindow }, MAX_LOCAL_KEYS);
    return { current: 1, ttl: timeWindow };
  };
}

const isCount = (value: unknown): value is [number, number] =>
  Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number';

/** Method and address of the route a child store counts for (what @fastify/rate-limit passes). */
function routeName(options: unknown): string {
  const info =
    typeof options === 'object' && options !== null && 'routeInfo' in options
      ? options.routeInfo
      : undefined;
  if (typeof info !== 'object' || info === null) return '';
  const method = 'method' in info ? String(info.method) : '';
  const url = 'url' in info ? String(info.url) : '';
  return `${method}${url}:`;
}

/**
 * A @fastify/rate-limit store whose counts live in Redis, so a limit holds across every server
 * process. When Redis fails the request is counted in this process instead: limits loosen to
 * one process's share during an outage, and a request is never refused because Redis is down.
 */
export function sharedRateLimitStore(redis: Redis, namespace: string): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    private readonly local = localWindows();

    constructor(_options?: FastifyRateLimitOptions, prefix = `podpie:rate:${namespace}:`) {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: Count) => void,
      timeWindow: number,
    ): void {
      redis.eval(COUNT_IN_WINDOW, 1, this.prefix + key, timeWindow).then(
        (answer) => {
          if (isCount(answer)) callback(null, { current: answer[0], ttl: answer[1] });
          else callback(null, this.local(key, timeWindow));
        },
        () => callback(null, this.local(key, timeWindow)),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedStore(undefined, `${this.prefix}${routeName(routeOptions)}`);
    }
  }
  return SharedStore;
}

/**
 * Counts calls per key in fixed windows outside @fastify/rate-limit (a limit per API token): in
 * Redis when there is one, so every process counts together, else (and while Redis fails) here.
 */
export function windowCounter(
  redis: Redis | null,
  namespace: string,
): (key: string, timeWindow: number) => Promise<Count> {
  const local = localWindows();
  const prefix = `podpie:rate:${namespace}:`;
  return async (key, timeWindow) => {
    if (!redis) return local(key, timeWindow);
    try {
      const answer = await redis.eval(COUNT_IN_WINDOW, 1, prefix + key, timeWindow);
      return isCount(answer) ? { current: answer[0], ttl: answer[1] } : local(key, timeWindow);
    } catch {
      return local(key, timeWindow);
    }
  };
}
