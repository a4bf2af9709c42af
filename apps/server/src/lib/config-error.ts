/** A bad environment value: start-up prints the message on one line and stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * The first refused variable as one line, naming it and the value it had, so an operator fixes
 * the right line of their environment without reading a stack trace.
 */
export function configErrorOf(
  issues: readonly Issue[],
  env: Record<string, string | undefined>,
): ConfigError {
  const issue = issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const got = env[name];
  const shown = got === undefined ? '' : ` (got "${got.replace(/\s+/g, ' ')}")`;
  return new ConfigError(
    `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shown}.`,
  );
}
