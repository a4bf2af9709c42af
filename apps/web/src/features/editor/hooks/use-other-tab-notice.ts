import { useCallback, useRef } from 'react';
import { notify } from '../../notifications/index.ts';

/** Tells the owner, once per editor, that another tab changed this page and its copy is shown. */
export function useOtherTabNotice(): () => void {
  const told = useRef(false);
  return useCallback(() => {
    if (told.current) return;
    told.current = true;
    notify({ type: 'info', message: { key: 'editor:trust.otherTab' } });
  }, []);
}
