/**
 * What an owner typed into the quick-start box: a show's name, an Apple Podcasts link (the thing
 * most owners have at hand), or the address of the show's RSS feed.
 */
export type SearchInput =
  | { kind: 'empty' }
  | { kind: 'term'; term: string }
  | { kind: 'apple-link'; itunesId: number; term: string | null }
  | { kind: 'feed'; url: string };

const APPLE_HOSTS = ['podcasts.apple.com', 'itunes.apple.com'];

function parseUrl(text: string): URL | null {
  // People paste addresses without a scheme ("podcasts.apple.com/...") as often as with one.
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  try {
    const url = new URL(hasScheme ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!hasScheme) {
      // Without a scheme, "serial" or "99pi.org" is more likely a show's name than an address.
      if (!url.hostname.includes('.') || url.pathname === '/') return null;
    }
    return url;
  } catch {
    return null;
  }
}

/** The show's name as Apple writes it in the link (/podcast/the-daily/id1200361736). */
function termFromApplePath(segments: string[]): string | null {
  const idIndex = segments.findIndex((segment) => /^id\d+$/.test(segment));
  const slug = idIndex > 0 ? segments[idIndex - 1] : undefined;
  if (!slug || slug === 'podcast') return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    decoded = slug;
  }
  const words = decoded.replace(/[-_]+/g, ' ').trim();
  return words === '' ? null : words;
}

function appleLink(url: URL): SearchInput | null {
  if (!APPLE_HOSTS.includes(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const idSegment = segments.find((segment) => /^id\d+$/.test(segment));
  const idFromQuery = url.searchParams.get('id');
  const digits = idSegment ? idSegment.slice(2) : idFromQuery;
  if (!digits || !/^\d+$/.test(digits)) return null;
  return { kind: 'apple-link', itunesId: Number(digits), term: termFromApplePath(segments) };
}

/** Sorts the box's text into a name to search, an Apple Podcasts link or a feed address. */
export function classifySearchInput(raw: string): SearchInput {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (/\s/.test(text)) return { kind: 'term', term: text };
  const url = parseUrl(text);
  if (!url) return { kind: 'term', term: text };
  const apple = appleLink(url);
  if (apple) return apple;
  if (APPLE_HOSTS.includes(url.hostname.toLowerCase())) return { kind: 'term', term: text };
  return { kind: 'feed', url: url.toString() };
}
