// The error codes and their statuses without zod, so the browser can read an error answer's
// code on its first screen without the schema library.
/**
 * Every error code the API answers with and its HTTP status. A client switches on the code, never
 * on the English text of `errors`, which is for people.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  not_multipart: 400,
  unauthorized: 401,
  two_factor_required: 401,
  forbidden: 403,
  email_unverified: 403,
  token_read_only: 403,
  token_out_of_reach: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  unprocessable: 422,
  email_taken: 422,
  slug_taken: 422,
  slug_reserved: 422,
  not_a_feed: 422,
  broken_feed: 422,
  address_refused: 422,
  rate_limited: 429,
  upload_quota_exceeded: 429,
  upload_daily_quota_exceeded: 429,
  upload_total_quota_exceeded: 429,
  server_error: 500,
  upstream_failed: 502,
  unavailable: 503,
  storage_full: 507,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The plain code of a bare HTTP status, for failures that carry nothing more precise. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
    case 405:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'unprocessable';
    case 429:
      return 'rate_limited';
    case 502:
    case 504:
      return 'upstream_failed';
    case 503:
      return 'unavailable';
    default:
      return status >= 400 && status < 500 ? 'bad_request' : 'server_error';
  }
}

/** Codes the app words itself, in the reader's language; others show the server's message. */
const WORDED_CODES = new Set<ErrorCode>([
  'unauthorized',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'email_taken',
  'slug_taken',
  'slug_reserved',
  'not_a_feed',
  'rate_limited',
  'upload_quota_exceeded',
  'upload_daily_quota_exceeded',
  'upload_total_quota_exceeded',
  'storage_full',
  'server_error',
  'upstream_failed',
  'unavailable',
]);

/** The translation key of an error code's own message, when the app words that code itself. */
export function errorCodeKey(code: ErrorCode): `app:errors.${ErrorCode}` | null {
  return WORDED_CODES.has(code) ? `app:errors.${code}` : null;
}
