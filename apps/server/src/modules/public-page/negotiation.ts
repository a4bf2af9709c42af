/** True when one of the request's If-None-Match validators names this page. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}

const MAX_REMEMBERED_HEADERS = 200;
// Browsers send a handful of distinct Accept-Encoding values; splitting one on every page view
// was a tenth of a cached page's own cost (bench/page.bench.ts).
const gzipOfHeader = new Map<string, boolean>();

/** True when the client takes gzip (and did not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let takes = gzipOfHeader.get(header);
  if (takes === undefined) {
    takes = parseAcceptsGzip(header);
    if (gzipOfHeader.size >= MAX_REMEMBERED_HEADERS) gzipOfHeader.clear();
    gzipOfHeader.set(header, takes);
  }
  return takes;
}

function parseAcceptsGzip(header: string): boolean {
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
