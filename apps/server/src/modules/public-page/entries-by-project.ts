/**
 * Entries by key, each of at most one project, with every project's keys listed: a publish
 * forgets one project's entries without looking at every entry (with ten thousand pages held,
 * that scan was most of a publish, bench/many-pages.bench.ts). Entries leave oldest first: a Map
 * iterates in insertion order, and `set` makes an entry the newest.
 */
export class EntriesByProject<V> {
  readonly #entries = new Map<string, V>();
  readonly #keysOf = new Map<number, Set<string>>();
  readonly #projectOf: (value: V) => number | null;
  readonly #onDelete: (value: V) => void;

  /** `onDelete` hears of every entry that leaves one at a time (not of `clear`). */
  constructor(projectOf: (value: V) => number | null, onDelete: (value: V) => void = () => {}) {
    this.#projectOf = projectOf;
    this.#onDelete = onDelete;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  /** Stores `value` as the newest entry, in place of what `key` held. */
  set(key: string, value: V): void {
    this.delete(key);
    this.#entries.set(key, value);
    const projectId = this.#projectOf(value);
    if (projectId === null) return;
    const keys = this.#keysOf.get(projectId);
    if (keys) keys.add(key);
    else this.#keysOf.set(projectId, new Set([key]));
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    const projectId = this.#projectOf(value);
    const keys = projectId === null ? undefined : this.#keysOf.get(projectId);
    keys?.delete(key);
    if (projectId !== null && keys?.size === 0) this.#keysOf.delete(projectId);
    this.#onDelete(value);
  }

  /** Deletes every entry of the project, under whatever keys. */
  deleteProject(projectId: number): void {
    for (const key of [...(this.#keysOf.get(projectId) ?? [])]) this.delete(key);
  }

  /** Deletes the oldest entries for as long as `tooMany` says so. */
  deleteOldestWhile(tooMany: () => boolean): void {
    for (const oldest of this.#entries.keys()) {
      if (!tooMany()) return;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#keysOf.clear();
  }
}
