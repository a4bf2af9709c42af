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

/** True when the app has a screen at this path (query left out); a trailing slash is allowed. */
export function isAppRoute(path: string): boolean {
  const segments = segmentsOf(path);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
