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

const MAX_REMEMBERED_HEADERS = 500;
// Browsers send a handful of distinct Accept-Language values; parsing one on every page view
// showed up in the page route's profile.
const languageOfHeader = new Map<string, Language>();

/** The language an Accept-Language header asks for (English when none fits). */
export function headerLanguage(header: string | undefined): Language {
  if (header === undefined) return pickLanguage(parseAcceptLanguage(undefined));
  let lang = languageOfHeader.get(header);
  if (lang === undefined) {
    lang = pickLanguage(parseAcceptLanguage(header));
    if (languageOfHeader.size >= MAX_REMEMBERED_HEADERS) languageOfHeader.clear();
    languageOfHeader.set(header, lang);
  }
  return lang;
}

/** The listener's language, from the browser's Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  return headerLanguage(request.headers['accept-language']);
}
