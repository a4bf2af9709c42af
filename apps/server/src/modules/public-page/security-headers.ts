/**
 * The security headers of a public page, fixed once: helmet rebuilds its middleware on every
 * request, a fifth of a cached page's cost (bench/page.bench.ts), and Node checks every header of
 * every answer, so each one here earns its place. The Content-Security-Policy is each page's own
 * (see csp.ts). Left out on purpose, as they change nothing a current browser does:
 * X-Frame-Options (the policy's frame-ancestors 'self' supersedes it), Referrer-Policy
 * (strict-origin-when-cross-origin is the browsers' default: directories still see the origin),
 * Cross-Origin-Resource-Policy: cross-origin (the default), X-DNS-Prefetch-Control (prefetching
 * the page's outbound links only helps listeners), and helmet's headers for long-gone browsers
 * and plugins (X-XSS-Protection, X-Download-Options, Flash policies).
 */
export const PUBLIC_PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
} as const;
