import { perHeaderValue } from './per-header-value.ts';

/** True when one of the request's If-None-Match validators names this page. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}

// Browsers send a handful of distinct Accept-Encoding values; splitting one on every page view
// was a tenth of a cached page's own cost (bench/page.bench.ts).
const gzipOfHeader = perHeaderValue((header) => parseAccepts(header, 'gzip'), 200);
const brotliOfHeader = perHeaderValue((header) => parseAccepts(header, 'br'), 200);

/** True when the client takes gzip (and did not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  return header ? gzipOfHeader(header) : false;
}

/** True when the client takes brotli (and did not refuse it with q=0). */
export function acceptsBrotli(header: string | undefined): boolean {
  return header ? brotliOfHeader(header) : false;
}

function parseAccepts(header: string, wanted: 'gzip' | 'br'): boolean {
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== wanted && coding !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
