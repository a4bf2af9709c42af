/**
 * Resolves in a task of its own, after the browser has had its turn (input, paint): work split by
 * it runs as several short tasks instead of one long one, which a phone feels as a frozen screen.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
