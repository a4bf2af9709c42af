import {
  isReservedSlug,
  type Language,
  parseAcceptLanguage,
  pickLanguage,
  SLUG_MAX_LENGTH,
} from '@podpie/core';
import type { FastifyRequest } from 'fastify';

/**
 * True for a path segment that can be a page: letters and digits, not reserved (core's slug
 * rule). Everything else (/signin, /quick-start, /favicon.ico) belongs to the app.
 */
export function isPageSlug(segment: string): boolean {
  return (
    segment.length <= SLUG_MAX_LENGTH && /^[A-Za-z0-9]+$/.test(segment) && !isReservedSlug(segment)
  );
}

/** The listener's language, from the browser's Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(parseAcceptLanguage(request.headers['accept-language']));
}
