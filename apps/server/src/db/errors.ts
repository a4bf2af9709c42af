/** True when a query failed on a unique index (SQLSTATE 23505), on PGlite and PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`.
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
