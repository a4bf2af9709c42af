import { DASHBOARD_LOADING_END_MS } from '@podpie/core';
import { useEffect, useState } from 'react';

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
    const timer = setTimeout(() => setLoading(false), tailMs);
    return () => clearTimeout(timer);
  }, [answered, tailMs]);
  return loading;
}
