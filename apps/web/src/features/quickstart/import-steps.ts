import { LOOKUP_STEPS } from './network-lookups.ts';

/** Everything the quick start does after a show is picked, in order, for the progress bar. */
export const IMPORT_STEPS = ['feed', 'artwork', ...LOOKUP_STEPS, 'save'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** How far along the import is when `step` has just started, as a whole percentage. */
export function importPercent(step: ImportStep): number {
  const index = IMPORT_STEPS.indexOf(step);
  return Math.round((index / IMPORT_STEPS.length) * 100);
}
