import { type Language, parseAcceptLanguage, pickLanguage } from '@podpie/core';
import type { FastifyRequest } from 'fastify';
import { perHeaderValue } from './per-header-value.ts';

// Browsers send a handful of distinct Accept-Language values; parsing one on every page view
// showed up in the page route's profile.
const languageOfHeader = perHeaderValue((header) => pickLanguage(parseAcceptLanguage(header)), 500);

/** The language an Accept-Language header asks for (English when none fits). */
export function headerLanguage(header: string | undefined): Language {
  if (header === undefined) return pickLanguage(parseAcceptLanguage(undefined));
  return languageOfHeader(header);
}

/** The listener's language, from the browser's Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  return headerLanguage(request.headers['accept-language']);
}
