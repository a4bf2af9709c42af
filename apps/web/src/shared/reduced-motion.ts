import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const prefersReduced = () => window.matchMedia(QUERY).matches;

/** Whether the reader asked their system for less motion; follows a change while the app runs. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReduced, () => false);
}
