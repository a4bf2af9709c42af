/** True when a query failed on a unique index (SQLSTATE 23505), on PGlite and PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`.
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

// Socket failures (Node), postgres.js's lost connections, and SQLSTATE classes 08 (connection
// exception) and 57P (operator intervention: shutdown, crash recovery).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);
const isConnectionCode = (code: string) =>
  CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code);

/**
 * True when a query failed because the database could not be reached (PostgreSQL restarting,
 * its connections terminated, the network gone), as opposed to a query that was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && typeof current.code === 'string' && isConnectionCode(current.code)) {
      return true;
    }
    // Node reports a refused dual-stack connect as an AggregateError of one error per address.
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
