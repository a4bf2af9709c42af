import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RateQueue } from './rate-queue.ts';

// A sliding window of call starts in a sorted set, timed by Redis's clock so every process
// agrees: answers 0 when a slot was taken, else the ms until the oldest start leaves the window.
const TAKE_SLOT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + window - now)
`;

/** A waiting call asks again at least this often: another process may have freed a slot. */
const MAX_WAIT_MS = 1_000;

type Waiting = { start: () => void; handOver: () => void };

/**
 * The same budget as createRateQueue (`limit` starts per `intervalMs`), counted in Redis so it
 * holds for all server processes together: Apple's 20 calls a minute are the service's, not each
 * process's. Waiting calls queue in this process in order. While Redis fails, they are handed to
 * `fallback`, this process's own queue.
 */
export function createSharedRateQueue(options: {
  redis: Redis;
  key: string;
  limit: number;
  intervalMs: number;
  fallback: RateQueue;
}): RateQueue {
  const { redis, fallback } = options;
  const prefix = randomBytes(6).toString('hex');
  let counter = 0;
  const queue: Waiting[] = [];
  let pumping = false;

  const takeSlot = async (): Promise<number> => {
    counter += 1;
    const answer = await redis.eval(
      TAKE_SLOT,
      1,
      options.key,
      options.intervalMs,
      options.limit,
      `${prefix}:${counter}`,
    );
    return Number(answer);
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => setTimeout(resolve, Math.min(ms, MAX_WAIT_MS)));

  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      while (queue.length > 0) {
        let wait: number;
        try {
          wait = await takeSlot();
        } catch {
          for (const waiting of queue.splice(0)) waiting.handOver();
          return;
        }
        if (wait > 0) await pause(wait);
        else queue.shift()?.start();
      }
    } finally {
      pumping = false;
    }
  };

  return {
    run<T>(task: () => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        queue.push({
          start: () => task().then(resolve, reject),
          handOver: () => fallback.run(task).then(resolve, reject),
        });
        void pump();
      });
    },
    get waiting() {
      return queue.length + fallback.waiting;
    },
  };
}
