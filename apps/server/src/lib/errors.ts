import {
  ERROR_STATUS,
  type ErrorCode,
  errorCodeForStatus,
  issueIn,
  readKeyed,
  type TranslationKey,
  translate,
} from '@podpie/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';

export type { ErrorCode } from '@podpie/core';

/**
 * An expected failure with a message a user can read. `details` are extra fields of the answer
 * (a 409 carries the stored copy), merged beside `errors` and `code`. Every other error class of
 * the server (ParserError, ImageRejected) is one of these, so one handler answers them all.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details: Record<string, unknown>;
  /** Seconds a refused client should wait (the Retry-After header of a 429); not in the body. */
  retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }

  /** A 429 that tells the client, in `Retry-After`, when its window opens again. */
  static rateLimited(message: string, retryAfterMs: number): AppError {
    const error = new AppError('rate_limited', message);
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return error;
  }

  /**
   * A failure worded in the dictionaries: the answer's `errors` hold its English text for programs
   * and `key` lets the app show it in the reader's language.
   */
  static keyed(code: ErrorCode, key: TranslationKey): AppError {
    return new AppError(code, translate('en', key), { key });
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** What a 429 without a window of its own tells the client to wait: the usual one-minute window. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * Every 429 carries Retry-After (RFC 9110 §10.2.3), so a script holding an API token knows when to
 * call again instead of guessing; @fastify/rate-limit sets its own exact one, kept as it is.
 */
function tellWhenToRetry(reply: FastifyReply, seconds: number | undefined) {
  if (seconds !== undefined) reply.header('retry-after', String(seconds));
  else if (!reply.hasHeader('retry-after'))
    reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
}

/** Sends `{ errors, code }` with the code's status: the only shape an error answer has. */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  messages: string[],
  details: Record<string, unknown> = {},
  retryAfterSeconds?: number,
) {
  const status = ERROR_STATUS[code];
  if (status === 429) tellWhenToRetry(reply, retryAfterSeconds);
  return reply.status(status).send({ errors: messages, code, ...details });
}

export const NOT_FOUND_MESSAGE = 'Not found.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const TOO_LARGE_MESSAGE = 'The request is too large.';
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
/** The answer while PostgreSQL is away; the app shows `key` in the reader's language. */
export const DATABASE_UNAVAILABLE_KEY = 'common:serverErrors.databaseUnavailable';

type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
};

// Zod's own messages and fragments ("must be an http address") name no field, so they get one;
// ours (from @podpie/core) are sentences for a user and stay as they are, unless they sit deep in
// a list (which block of the page?).
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|[a-z])/;

/** "pies/3/link_value" -> "pies[3].link_value". */
function fieldLabel(instancePath: string): string {
  return instancePath
    .split('/')
    .filter((part) => part !== '')
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
}

/** One readable sentence per schema issue. */
export function describeIssue(issue: ValidationIssue): string {
  const field = fieldLabel(issue.instancePath);
  const keys = issue.params?.keys;
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
    const names = keys.map((key) => `"${String(key)}"`).join(', ');
    const noun = keys.length === 1 ? 'Unknown field' : 'Unknown fields';
    return field === '' ? `${noun} ${names}.` : `${noun} ${names} in ${field}.`;
  }
  // Core's messages are translation keys; the API answers them in English (SPEC's wording).
  const message = issueIn('en', issue.message ?? 'Invalid value');
  const depth = issue.instancePath.split('/').filter((part) => part !== '').length;
  if (field !== '' && (depth > 1 || ZOD_DEFAULT_MESSAGE.test(message)))
    return `${field}: ${message}`;
  return message;
}

function unique(messages: string[]): string[] {
  return [...new Set(messages)];
}

/** The one error handler: every failure answers `{ errors: [message, ...], code }`. */
export function handleError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
    return sendError(reply, error.code, [error.message], error.details, error.retryAfterSeconds);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path that does not parse (/projects/abc) names nothing, exactly like a missing record.
    if (error.validationContext === 'params') {
      return sendError(reply, 'not_found', [NOT_FOUND_MESSAGE]);
    }
    const issues = error.validation.map((issue) => ({
      path: fieldLabel(issue.instancePath),
      message: describeIssue(issue),
      ...(issue.message && readKeyed(issue.message) ? { key: issue.message } : {}),
    }));
    return sendError(reply, 'validation_failed', unique(issues.map((issue) => issue.message)), {
      issues,
    });
  }
  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: error, issues: error.cause.issues },
      'answer does not match its schema',
    );
    return sendError(reply, 'server_error', [SERVER_ERROR_MESSAGE]);
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return sendError(reply, 'payload_too_large', [TOO_LARGE_MESSAGE]);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return sendError(reply, 'invalid_json', [INVALID_JSON_MESSAGE]);
  }
  if (status >= 400 && status < 500) {
    if (status === 429) tellWhenToRetry(reply, undefined);
    return reply.status(status).send({ errors: [error.message], code: errorCodeForStatus(status) });
  }
  if (isDatabaseUnavailable(error)) {
    // Not a fault of this request: the pool reconnects by itself once the database is back.
    request.log.warn({ reason: error.message }, 'database unavailable');
    return sendError(reply, 'unavailable', [translate('en', DATABASE_UNAVAILABLE_KEY)], {
      key: DATABASE_UNAVAILABLE_KEY,
    });
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 'server_error', [SERVER_ERROR_MESSAGE]);
}
