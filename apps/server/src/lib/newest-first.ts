/**
 * Stores `value` as the newest entry of `map` and drops the oldest ones beyond `maxEntries`: a
 * Map iterates in insertion order, so re-inserting on every use keeps the least recently used
 * entries first in line to leave.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, maxEntries: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > maxEntries) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}
