import type { Dictionary } from '@podpie/core';

/**
 * The English namespaces whose screens bring their own texts (texts/*.ts, english.ts) rather than
 * the app's entry; the build gives them a chunk of their own (vite.config.ts).
 */
export const LATER_NAMESPACES = [
  'dashboard',
  'settings',
  'integrations',
  'domains',
  'quickstart',
  'design',
] as const satisfies readonly (keyof Dictionary)[];
