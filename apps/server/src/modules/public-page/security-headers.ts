/**
 * The security headers helmet gives every answer, fixed once for the public page route: helmet
 * rebuilds its middleware on every request, a fifth of a cached page's cost (bench/page.bench.ts).
 * The Content-Security-Policy is each page's own (see csp.ts). Links leaving the page tell the
 * podcast directories where the listener came from (origin only), as owners expect. Helmet's
 * headers that only long-gone browsers and plugins read (X-XSS-Protection, X-Download-Options,
 * Flash policies) are left out.
 */
export const PUBLIC_PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-dns-prefetch-control': 'off',
} as const;
