/**
 * The domain a visit came from: the referrer's host without "www.", or null for a direct visit,
 * an address that is not http(s), or the page's own host (a reload or a link within it).
 */
export function referrerDomain(referrer: string, ownHost: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (host === '' || host === ownHost.toLowerCase().replace(/^www\./, '')) return null;
  return host.slice(0, 253);
}
