import { isReservedSlug, SLUG_MAX_LENGTH } from '@podpie/core';

/**
 * True for a path segment that can be a page: letters and digits, not reserved (core's slug
 * rule). Everything else (/signin, /quick-start, /favicon.ico) belongs to the app.
 */
export function isPageSlug(segment: string): boolean {
  return (
    segment.length <= SLUG_MAX_LENGTH && /^[A-Za-z0-9]+$/.test(segment) && !isReservedSlug(segment)
  );
}
