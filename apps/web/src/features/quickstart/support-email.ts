const DEFAULT_SUPPORT_EMAIL = 'support@podpie.app';

/** Where owners send a failed quick start (SPEC.md §8), from the build's VITE_SUPPORT_EMAIL. */
export function supportEmail(env: Record<string, unknown> = import.meta.env): string {
  const configured = env.VITE_SUPPORT_EMAIL;
  return typeof configured === 'string' && configured.includes('@')
    ? configured.trim()
    : DEFAULT_SUPPORT_EMAIL;
}
