import type { AuthStore } from '../../api/auth-storage.ts';
import { createApiClient } from '../../api/client.ts';

/** The parsing service is public and may run on its own host: it never sees the owner's token. */
const noCredentials: AuthStore = {
  read: () => null,
  write: () => undefined,
  clear: () => undefined,
};

/** The app's client for the parsing service of SPEC.md §7, under /parser/v1. */
export const parser = createApiClient({
  store: noCredentials,
  fetch: (input, init) => fetch(input, init),
  baseUrl: '/parser/v1',
});
