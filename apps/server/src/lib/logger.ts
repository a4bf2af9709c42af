import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { LogLevel } from '../config.ts';

const SECRET_QUERY_PARAMETERS = ['passcode', 'access-token', 'token', 'key', 'code'];

/** Paths pino blanks wherever they appear in a log line (headers, bodies, error details). */
export const REDACTED_PATHS = [
  'req.headers["access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["access-token"]',
  'headers["access-token"]',
  'headers.authorization',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.passcode',
  '*.token',
  '*.accessToken',
  '*["access-token"]',
  'body.password',
  'body.password_confirmation',
  'body.current_password',
  'body.passcode',
];

/** The URL with the values of secret query parameters (invite passcodes) replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of SECRET_QUERY_PARAMETERS) {
    if (query.has(name)) query.set(name, '[Redacted]');
  }
  return `${url.slice(0, queryStart)}?${query.toString()}`;
}

type LoggedRequest = { method: string; url: string; ip?: string };
type LoggedReply = { statusCode: number };

/** Fastify's pino options: request lines carry method, path and status, never a secret. */
export function loggerOptions(
  level: LogLevel,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: LoggedReply) => ({ statusCode: reply.statusCode }),
    },
    ...(stream === undefined ? {} : { stream }),
  };
}
