import { isIP } from 'node:net';
import { type ErrorCode, errorCodeForStatus } from '@podpie/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, handleError } from '../../lib/errors.ts';
import { isOutboundError, type OutboundError } from '../../lib/outbound.ts';

/**
 * An error a parser endpoint answers with: a code (or, from older call sites, a bare HTTP status)
 * and a message for the user.
 */
export class ParserError extends AppError {
  override name = 'ParserError';
  constructor(code: ErrorCode | number, message: string) {
    super(typeof code === 'number' ? errorCodeForStatus(code) : code, message);
  }
}

export const NOT_A_FEED_MESSAGE = 'This address is not a podcast feed.';

export const brokenFeed = (reason: string): string =>
  `This podcast feed is broken: ${reason}. Podcast apps cannot read it either; please ask your podcast host to fix it.`;

/**
 * A document refused for its shape rather than its content (nested too deep, too slow or too big
 * to read): asking again gives the same answer, so jobs do not retry it.
 */
export class RefusedDocumentError extends ParserError {
  constructor(url: string, reason: string) {
    super('unprocessable', `${url} cannot be read: ${reason}.`);
    this.name = 'RefusedDocumentError';
  }
}

export const unableToFetch = (url: string, detail?: string): ParserError =>
  new ParserError(
    'upstream_failed',
    `Unable to fetch data from ${url}${detail ? ` (${detail})` : ''}.`,
  );

/**
 * An address whose host says by itself where it points: an IP literal, or `localhost` and its
 * subdomains, which always mean this machine (RFC 6761). Refusing it tells an outsider nothing.
 */
const namesItsOwnAddress = (url: string): boolean => {
  try {
    const host = new URL(url).hostname
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '')
      .toLowerCase();
    return isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost');
  } catch {
    return false;
  }
};

const privateAddress = (url: string): ParserError =>
  new ParserError(
    'address_refused',
    `${url} cannot be fetched: it points to a private network or a port that is not allowed.`,
  );

/** What the user is told when the guarded client refused or failed. */
export const fromOutboundError = (error: OutboundError, url: string): ParserError => {
  switch (error.code) {
    case 'invalid_url':
    case 'scheme_refused':
      return new ParserError('bad_request', `${url} is not an http or https address.`);
    case 'address_refused':
      // A name refused after it resolved must answer like a name that does not resolve, or the
      // answer tells an outsider which internal host names exist. A typed address reveals nothing.
      if (!namesItsOwnAddress(url)) return unableToFetch(url);
      return privateAddress(url);
    case 'port_refused':
      return privateAddress(url);
    case 'too_large':
      return new ParserError('unprocessable', `${url} is too large to read.`);
    case 'timeout':
      return unableToFetch(url, 'it took too long to answer');
    case 'too_many_redirects':
      return unableToFetch(url, 'it redirects too many times');
    case 'network':
      return unableToFetch(url);
  }
};

/** The parser's error handler: the API's, plus what the guarded client refused or failed. */
export const parserErrorHandler = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (isOutboundError(error))
    return handleError(fromOutboundError(error, error.url), request, reply);
  return handleError(error, request, reply);
};
