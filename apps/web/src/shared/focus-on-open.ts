import { useCallback, useRef } from 'react';

type Focusable = { focus: () => void };

/**
 * A ref for a field that takes the focus when it first appears, inside an antd Modal too. React's
 * autoFocus acts while the field is committed, and a Modal that opens without its zoom (for a
 * reader who asked for less motion) commits its content before its portal joins the page, so the
 * focus went nowhere. A microtask runs once the whole commit, the portal's included, is done.
 * Only the first time: antd hands a new handle on every render, and typing must not refocus.
 */
export function useFocusOnOpen(): (field: Focusable | null) => void {
  const focused = useRef(false);
  return useCallback((field: Focusable | null) => {
    if (!field || focused.current) return;
    focused.current = true;
    queueMicrotask(() => field.focus());
  }, []);
}
