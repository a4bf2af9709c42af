/**
 * The keys a cache holds for each project, so a publish forgets one project's entries without
 * looking at every entry: with ten thousand pages held, that scan was most of a publish
 * (bench/many-pages.bench.ts).
 */
export class KeysByProject {
  readonly #keys = new Map<number, Set<string>>();

  add(projectId: number, key: string): void {
    const keys = this.#keys.get(projectId);
    if (keys) keys.add(key);
    else this.#keys.set(projectId, new Set([key]));
  }

  delete(projectId: number, key: string): void {
    const keys = this.#keys.get(projectId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.#keys.delete(projectId);
  }

  /** The project's keys, no longer listed here. */
  take(projectId: number): ReadonlySet<string> {
    const keys = this.#keys.get(projectId);
    this.#keys.delete(projectId);
    return keys ?? new Set();
  }

  clear(): void {
    this.#keys.clear();
  }
}
