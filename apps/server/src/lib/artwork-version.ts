import { createHash } from 'node:crypto';

/**
 * A short name for an artwork address, carried in the address of its scaled copy
 * (/<slug>/<episode-key>/art.jpg?v=): the copy answers from memory by it, without reading the
 * page, and may be cached for good, since another artwork gets another name.
 */
export function artworkVersion(url: string): string {
  return createHash('sha256').update(url).digest('base64url').slice(0, 12);
}
