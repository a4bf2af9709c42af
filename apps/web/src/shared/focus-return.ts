import { useCallback, useEffect, useRef } from 'react';

// Menus and the buttons that open them. A menu item that opens a dialog is gone by the time the
// dialog closes, so focus goes back to the button the owner opened the menu with. Weakly held:
// a menu that leaves the page is forgotten with it.
const menuTriggers = new WeakMap<HTMLElement, HTMLElement>();

// A little longer than antd's closing motion (0.3 s).
const CLOSING_MOTION_MS = 450;

/** Focus nobody can see: on the page itself, or on an element that has left it or is hidden. */
function lost(active: Element | null): boolean {
  if (!(active instanceof HTMLElement) || active === document.body) return true;
  return !active.isConnected || active.getClientRects().length === 0;
}

/**
 * The element that took the place of `gone` while the dialog was open: a lazily loaded menu draws
 * its button anew once its code arrives. The one shown element of the same kind and name.
 */
function twinOf(gone: HTMLElement | null): HTMLElement | null {
  if (!gone) return null;
  if (gone.id) return document.getElementById(gone.id);
  const nameOf = (element: Element) =>
    element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  const name = nameOf(gone);
  if (name === '') return null;
  // Not by classes: a menu's button carries an "open" class only while its menu is shown.
  const twins = [...document.getElementsByTagName(gone.tagName)].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      nameOf(element) === name &&
      element.getClientRects().length > 0,
  );
  return twins.length === 1 ? (twins[0] ?? null) : null;
}

/** Notes that `trigger` opens the menu drawn in `overlay`. */
export function noteMenuTrigger(overlay: HTMLElement, trigger: HTMLElement): void {
  menuTriggers.set(overlay, trigger);
}

/** What the owner acted on just now: the focused element, or the button of the menu it is in. */
export function focusedOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  for (let node: HTMLElement | null = active; node; node = node.parentElement) {
    const trigger = menuTriggers.get(node);
    if (trigger) return trigger;
  }
  return active;
}

/**
 * Returns focus to the element that opened a dialog once the dialog is gone (saved, cancelled or
 * closed with Esc). `open` says whether the dialog is shown; what has focus as it opens is its
 * opener, unless `remember` named one first (a menu item, or focus that moved while the dialog
 * waited for data). A dialog that replaces another keeps the first opener.
 */
export function useFocusReturn(open: boolean): { remember: (from?: HTMLElement | null) => void } {
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef(open);
  // Read while rendering, before the dialog's own code moves focus into it.
  if (open && !shown.current && opener.current === null) opener.current = focusedOpener();
  useEffect(() => {
    const wasOpen = shown.current;
    shown.current = open;
    if (!wasOpen || open) return;
    const target = opener.current;
    opener.current = null;
    // After the dialog's own focus handling; and only when focus fell to the page or stayed in
    // the closing dialog, not when it moved on (a dialog opened from this one takes it itself).
    const leftIn = document.activeElement;
    const giveBack = () => {
      const live = target?.isConnected ? target : twinOf(target);
      if (live && !live.closest('[aria-hidden="true"], [inert]')) live.focus();
    };
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== leftIn) return;
      giveBack();
    });
    // antd's dialogs and sheets restore focus themselves once their closing motion ends, to what
    // had focus as they opened: a menu item that is gone by then, which leaves focus on the page.
    const settled = window.setTimeout(() => {
      if (lost(document.activeElement)) giveBack();
    }, CLOSING_MOTION_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(settled);
    };
  }, [open]);
  const remember = useCallback((from: HTMLElement | null = focusedOpener()) => {
    if (!shown.current || opener.current === null) opener.current = from;
  }, []);
  return { remember };
}
