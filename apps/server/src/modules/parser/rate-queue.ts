/**
 * Runs tasks no faster than `limit` starts per `intervalMs` (a sliding window), making callers
 * wait their turn instead of failing them: Apple's search API allows about 20 calls a minute.
 */
export interface RateQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

export const createRateQueue = (options: {
  limit: number;
  intervalMs: number;
  now?: () => number;
}): RateQueue => {
  const now = options.now ?? Date.now;
  const starts: number[] = [];
  const queue: Array<() => void> = [];
  let timer: NodeJS.Timeout | undefined;

  const pump = () => {
    timer = undefined;
    while (queue.length > 0) {
      const windowStart = now() - options.intervalMs;
      while (starts.length > 0 && (starts[0] ?? 0) <= windowStart) starts.shift();
      if (starts.length >= options.limit) {
        const wait = (starts[0] ?? now()) + options.intervalMs - now();
        timer = setTimeout(pump, Math.max(1, wait));
        timer.unref();
        return;
      }
      starts.push(now());
      queue.shift()?.();
    }
  };

  return {
    run<T>(task: () => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        queue.push(() => {
          task().then(resolve, reject);
        });
        if (!timer) pump();
      });
    },
    get waiting() {
      return queue.length;
    },
  };
};
