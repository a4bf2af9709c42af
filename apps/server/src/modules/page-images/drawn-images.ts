import { LRUCache } from 'lru-cache';

/** A drawing that failed (over its time limit, the lane full) is tried again after this. */
const FAILURE_KEPT_MS = 5 * 60_000;

/**
 * Pictures drawn from a project version (QR codes, link previews): one drawing per key at a time
 * (a burst of requests for the same picture waits for the one drawing), each result kept, and a
 * failure kept too for a few minutes, so a picture that cannot be drawn is not drawn again for
 * every request. Answers 'failed' for a kept failure.
 */
export function createDrawnImages<T>(options: { maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const kept = new LRUCache<string, { value: T | 'failed'; until: number }>({
    max: options.maxEntries,
  });
  const drawing = new Map<string, Promise<T | 'failed'>>();
  return (key: string, draw: () => Promise<T>): Promise<T | 'failed'> => {
    const hit = kept.get(key);
    if (hit && hit.until > now()) return Promise.resolve(hit.value);
    const running = drawing.get(key);
    if (running) return running;
    const keep = (value: T | 'failed', until: number) => {
      kept.set(key, { value, until });
      return value;
    };
    const started = draw()
      .then(
        (value) => keep(value, Number.POSITIVE_INFINITY),
        () => keep('failed', now() + FAILURE_KEPT_MS),
      )
      .finally(() => drawing.delete(key));
    drawing.set(key, started);
    return started;
  };
}
