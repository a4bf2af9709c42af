import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

/** The error codes of the API and the HTTP status each answers with. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * An expected failure with a message a user can read. `details` are extra fields of the answer
 * (a 409 carries the stored copy), merged beside `errors`.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const NOT_FOUND_MESSAGE = 'Not found.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const TOO_LARGE_MESSAGE = 'The request is too large.';
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';

type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
};

// Zod's own messages name no field, so they get one; ours (from @podpie/core) are sentences for a
// user and stay as they are, unless they sit deep in a list (which block of the page?).
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized)/;

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
  const message = issue.message ?? 'Invalid value';
  const depth = issue.instancePath.split('/').filter((part) => part !== '').length;
  if (field !== '' && (depth > 1 || ZOD_DEFAULT_MESSAGE.test(message)))
    return `${field}: ${message}`;
  return message;
}

function unique(messages: string[]): string[] {
  return [...new Set(messages)];
}

/** The one error handler: every failure answers `{ errors: [message, ...] }`. */
export function handleError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send({ errors: [error.message], ...error.details });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path that does not parse (/projects/abc) names nothing, exactly like a missing record.
    if (error.validationContext === 'params') {
      return reply.status(404).send({ errors: [NOT_FOUND_MESSAGE] });
    }
    return reply.status(422).send({ errors: unique(error.validation.map(describeIssue)) });
  }
  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: error, issues: error.cause.issues },
      'answer does not match its schema',
    );
    return reply.status(500).send({ errors: [SERVER_ERROR_MESSAGE] });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return reply.status(413).send({ errors: [TOO_LARGE_MESSAGE] });
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return reply.status(400).send({ errors: [INVALID_JSON_MESSAGE] });
  }
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ errors: [error.message] });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ errors: [SERVER_ERROR_MESSAGE] });
}
