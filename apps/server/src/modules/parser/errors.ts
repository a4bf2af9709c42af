import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOutboundError, type OutboundError } from '../../lib/outbound.ts';

/** An error a parser endpoint answers with: an HTTP status and a message for the user. */
export class ParserError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ParserError';
  }
}

export const NOT_A_FEED_MESSAGE = 'This address is not a podcast feed.';

export const brokenFeed = (reason: string): string =>
  `This podcast feed is broken: ${reason}. Podcast apps cannot read it either; please ask your podcast host to fix it.`;

export const unableToFetch = (url: string, detail?: string): ParserError =>
  new ParserError(502, `Unable to fetch data from ${url}${detail ? ` (${detail})` : ''}.`);

/** What the user is told when the guarded client refused or failed. */
export const fromOutboundError = (error: OutboundError, url: string): ParserError => {
  switch (error.code) {
    case 'invalid_url':
    case 'scheme_refused':
      return new ParserError(400, `${url} is not an http or https address.`);
    case 'port_refused':
    case 'address_refused':
      return new ParserError(
        422,
        `${url} cannot be fetched: it points to a private network or a port that is not allowed.`,
      );
    case 'too_large':
      return new ParserError(422, `${url} is too large to read.`);
    case 'timeout':
      return unableToFetch(url, 'it took too long to answer');
    case 'too_many_redirects':
      return unableToFetch(url, 'it redirects too many times');
    case 'network':
      return unableToFetch(url);
  }
};

export const errorsBodySchema = z
  .object({ errors: z.array(z.string()).describe('Readable messages for the user') })
  .describe('An error');

const statusOf = (error: FastifyError): number =>
  typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;

/** The parser's error handler: every failure leaves as `{ errors: [...] }`. */
export const parserErrorHandler = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const messages = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${field}: ${issue.message}` : issue.message;
    });
    return reply.status(400).send({ errors: messages });
  }
  if (error instanceof ParserError) {
    return reply.status(error.statusCode).send({ errors: [error.message] });
  }
  if (isOutboundError(error)) {
    const mapped = fromOutboundError(error, error.url);
    return reply.status(mapped.statusCode).send({ errors: [mapped.message] });
  }
  const status = statusOf(error);
  if (status >= 500) {
    request.log.error({ err: error }, 'parser endpoint failed');
    return reply.status(status).send({ errors: ['Something went wrong, please try again.'] });
  }
  return reply.status(status).send({ errors: [error.message] });
};
