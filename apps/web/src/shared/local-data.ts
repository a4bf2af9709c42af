import { browserStorage } from '../api/auth-storage.ts';

export const LANGUAGE_STORAGE_KEY = 'podpie.language';

/**
 * Kept on sign-out: the device's language and a signed-out visitor's draft (the `draft_` keys),
 * which never belonged to the account. Everything else (credentials, the owner's project copies)
 * goes, so the next person on this device sees nothing of it.
 */
function survivesSignOut(key: string): boolean {
  return key === LANGUAGE_STORAGE_KEY || key.startsWith('draft_') || key === 'draft';
}

export function clearLocalData(storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !survivesSignOut(key)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}
