import { DASHBOARD_LOADING_END_MS } from '@podpie/core';
import { startTransition, useEffect, useState } from 'react';

/**
 * SPEC.md §2/§9: the dashboard skeleton stays until DASHBOARD_LOADING_END_MS after the answer
 * arrived, so the cards do not flash in mid-layout.
 */
export function useLoadingTail(answered: boolean, tailMs: number = DASHBOARD_LOADING_END_MS) {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    if (!answered) {
      setLoading(true);
      return;
    }
    // The cards replace the placeholders in a transition: React draws them a few milliseconds at a
    // time, so a phone stays responsive while a long list of cards (and their styles) is built.
    const timer = setTimeout(() => startTransition(() => setLoading(false)), tailMs);
    return () => clearTimeout(timer);
  }, [answered, tailMs]);
  return loading;
}
