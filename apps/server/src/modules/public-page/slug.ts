import {
  isReservedSlug,
  type Language,
  parseAcceptLanguage,
  pickLanguage,
  SLUG_MAX_LENGTH,
} from '@podpie/core';
import type { FastifyRequest } from 'fastify';
import { rememberedPerValue } from '../../lib/per-value-memo.ts';

/**
 * True for a path segment that can be a page: letters and digits, not reserved (core's slug
 * rule). Everything else (/signin, /quick-start, /favicon.ico) belongs to the app.
 */
export function isPageSlug(segment: string): boolean {
  return (
    segment.length <= SLUG_MAX_LENGTH && /^[A-Za-z0-9]+$/.test(segment) && !isReservedSlug(segment)
  );
}

// Browsers send a handful of distinct Accept-Language values; parsing one on every page view
// showed up in the page route's profile.
const languageOfHeader = rememberedPerValue(
  (header) => pickLanguage(parseAcceptLanguage(header)),
  500,
);

/** The language an Accept-Language header asks for (English when none fits). */
export function headerLanguage(header: string | undefined): Language {
  if (header === undefined) return pickLanguage(parseAcceptLanguage(undefined));
  return languageOfHeader(header);
}

/** The listener's language, from the browser's Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  return headerLanguage(request.headers['accept-language']);
}
