import { analyticsApi } from './analytics.ts';
import { authApi } from './auth.ts';
import { browserStorage, createAuthStore } from './auth-storage.ts';
import { createApiClient } from './client.ts';
import { eventsApi } from './events.ts';
import { mailingApi } from './mailing.ts';
import { optOutApi } from './opt-out.ts';
import { projectsApi } from './projects.ts';

let unauthorizedHandler: (() => void) | null = null;

/** Lets the session re-check itself when a signed-in call is refused. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** The app's client for the JSON API under /api (same origin; Vite proxies it in development). */
export const api = createApiClient({
  store: createAuthStore(browserStorage),
  fetch: (input, init) => fetch(input, init),
  baseUrl: '/api',
  onUnauthorized: () => unauthorizedHandler?.(),
});

export const authCalls = authApi(api);
export const projectCalls = projectsApi(api);
export const optOutCalls = optOutApi(api);
export const eventCalls = eventsApi(api);
export const mailingCalls = mailingApi(api);
export const analyticsCalls = analyticsApi(api);
