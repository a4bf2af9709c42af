/**
 * Stores `value` as the newest entry of `map` and drops the oldest ones beyond `maxEntries`
 * (each told to `onDrop`): a Map iterates in insertion order, so re-inserting on every use keeps
 * the least recently used entries first in line to leave.
 */
export function setNewest<K, V>(
  map: Map<K, V>,
  key: K,
  value: V,
  maxEntries: number,
  onDrop?: (key: K, value: V) => void,
): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > maxEntries) {
    const oldest = map.entries().next();
    if (oldest.done) break;
    map.delete(oldest.value[0]);
    onDrop?.(oldest.value[0], oldest.value[1]);
  }
}
