import { takeEarlyAnswer } from '../app/early-asks.ts';
import { authApi } from './auth.ts';
import { browserStorage, createAuthStore } from './auth-storage.ts';
import { createApiClient } from './client.ts';
import { eventsApi } from './events.ts';

let unauthorizedHandler: (() => void) | null = null;

/** Lets the session re-check itself when a signed-in call is refused. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** The app's client for the JSON API under /api (same origin; Vite proxies it in development). */
export const api = createApiClient({
  store: createAuthStore(browserStorage),
  // A signed-in frame's script may have asked already (app/early-asks.ts).
  fetch: (input, init) => takeEarlyAnswer(String(input), init) ?? fetch(input, init),
  baseUrl: '/api',
  onUnauthorized: () => unauthorizedHandler?.(),
});

export const authCalls = authApi(api);
export const eventCalls = eventsApi(api);
