import { useMediaQuery } from './media-query.ts';

/** Whether the reader asked their system for less motion; follows a change while the app runs. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}
