import { useEffect } from 'react';

/** Where the browser's own text undo should win over the page-wide one. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes; Cmd on a Mac. Not while typing in a field,
 * nor while a modal is open (its edits are not on the page yet).
 */
export function useUndoShortcuts(
  handlers: { undo: () => void; redo: () => void },
  enabled: boolean,
): void {
  const { undo, redo } = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, undo, redo]);
}
