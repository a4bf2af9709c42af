import { LRUCache } from 'lru-cache';

// lru-cache makes an options object per call when given none; the page path shares one.
const QUIET = {};

/**
 * `parse`, remembered for each of the handful of distinct values browsers send in a header
 * (Accept-Encoding, Accept-Language), rather than run on every page view.
 */
export function perHeaderValue<T extends {}>(parse: (value: string) => T, max: number) {
  const known = new LRUCache<string, T>({ max });
  return (value: string): T => {
    let answer = known.get(value, QUIET);
    if (answer === undefined) {
      answer = parse(value);
      known.set(value, answer);
    }
    return answer;
  };
}
