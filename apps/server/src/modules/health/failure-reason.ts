import type { HealthFailureReason } from '@podpie/core';
import { isOutboundError } from '../../lib/outbound.ts';

/** Error codes Node gives when a name has no address (or the resolver could not say). */
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'ENODATA']);
/** The directory's host turned the connection away. */
const REFUSED_CODES = new Set(['ECONNREFUSED', 'ECONNRESET']);
/** Statuses by which a directory says it will not serve us (sign-in wall, blocked, rate limit). */
const REFUSED_STATUSES = new Set([401, 403, 429]);

/** Why an answer with this status is a failure (an answer of 400 or more). */
export function reasonOfStatus(status: number): HealthFailureReason {
  if (status === 404 || status === 410) return 'not_found';
  if (REFUSED_STATUSES.has(status)) return 'refused';
  if (status >= 500) return 'server_error';
  return 'other';
}

/** The system error code somewhere in the cause chain, such as ECONNREFUSED. */
function systemCodeOf(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return null;
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code;
    current = Reflect.get(current, 'cause');
  }
  return null;
}

/** Why no answer came: from the outbound client's error and the system error beneath it. */
export function reasonOfError(error: unknown): HealthFailureReason {
  if (isOutboundError(error) && error.code === 'timeout') return 'timeout';
  const code = systemCodeOf(error);
  if (code === null) return 'other';
  if (DNS_CODES.has(code)) return 'dns';
  if (REFUSED_CODES.has(code)) return 'refused';
  if (code === 'ETIMEDOUT') return 'timeout';
  return 'other';
}
