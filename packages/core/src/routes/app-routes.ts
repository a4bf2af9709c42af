/**
 * Every address the single-page app draws a screen for (SPEC.md §2), in React Router's pattern
 * syntax. The server answers any other address with the app's 404 page and HTTP 404, so a route
 * added to the app's router must be added here too (the web app's router test checks it).
 */
export const APP_ROUTES = [
  '/',
  '/signin',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/beta-user-invite',
  '/dashboard',
  '/integrations',
  '/change-password',
  '/account-security',
  '/mailchimp_integration_oauth_callback',
  '/project-setup',
  '/quickstart',
  '/projects',
  '/projects/:id',
  '/projects/:id/settings',
  '/projects/:id/analytics',
  '/quickstart-project',
  '/opt-out-campaign/:itunes_id',
] as const;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const PATTERNS = APP_ROUTES.map(segmentsOf);

/** The route pattern the app draws this path with (query left out), or null for none. */
export function appRouteOf(path: string): (typeof APP_ROUTES)[number] | null {
  const segments = segmentsOf(path);
  const index = PATTERNS.findIndex(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, at) => part.startsWith(':') || part === segments[at]),
  );
  return index < 0 ? null : (APP_ROUTES[index] ?? null);
}

/** True when the app has a screen at this path (query left out); a trailing slash is allowed. */
export function isAppRoute(path: string): boolean {
  return appRouteOf(path) !== null;
}

/**
 * The screens drawn at build time (apps/web/prerender.ts) for a signed-out visitor, each with the
 * path it is drawn at; the server sends them by this name (the 404 page for any unknown address).
 */
export const PRERENDERED_SCREENS = {
  signin: '/signin',
  signup: '/signup',
  quickstart: '/quickstart',
  'not-found': '/not-found',
} as const;

export type PrerenderedScreenName = keyof typeof PRERENDERED_SCREENS;

/**
 * The signed-in screens whose frame (navigation, title, placeholders where the data will be) is
 * drawn at build time, by route pattern: the server sends it in the route's first HTML so a phone
 * paints it before the app's scripts arrive, and the app draws over it once it knows the owner.
 */
export const PRERENDERED_FRAMES = {
  '/dashboard': 'frame-dashboard',
  '/projects/:id': 'frame-editor',
} as const;

export type PrerenderedFrameName = (typeof PRERENDERED_FRAMES)[keyof typeof PRERENDERED_FRAMES];

/** The prerendered screen an address shows, if any: a 404 for any address the app has no screen at. */
export function prerenderedScreenOf(path: string): PrerenderedScreenName | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '/' || trimmed === '/signin') return 'signin';
  if (trimmed === '/signup') return 'signup';
  if (trimmed === '/quickstart') return 'quickstart';
  return isAppRoute(path) ? null : 'not-found';
}
