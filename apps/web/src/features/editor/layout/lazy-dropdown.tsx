import type { DropdownProps } from 'antd';
import { lazy, type ReactElement, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { noteMenuTrigger } from '../../../shared/focus-return.ts';

// antd's Dropdown brings its Menu, Overflow and motion code: about 23 KB gzipped that the editor
// needs only once a menu opens. It is fetched when a pointer or the focus reaches a trigger, and
// drawn from the first click on (a screen whose menus stay shut never downloads it).
const loadDropdown = () => import('./antd-dropdown.ts');
const Dropdown = lazy(loadDropdown);
let prefetched = false;
const prefetch = () => {
  if (prefetched) return;
  prefetched = true;
  void loadDropdown();
};

type LazyDropdownProps = Pick<DropdownProps, 'menu' | 'placement'> & { children: ReactElement };

// The menu is drawn a few frames after it is asked for (its code, then its motion); on a slow
// phone that can take a few seconds.
const FRAMES_TO_WAIT_FOR_MENU = 300;

/**
 * A click-triggered antd Dropdown whose code loads when it is about to be used. Its trigger
 * shows at once; the first click opens the menu as soon as the code is there.
 * Opening it (by click, Enter or Space) moves focus to the first item, so the arrow keys work at
 * once; Esc closes it and focus goes back to the trigger.
 */
export function LazyDropdown({ children, menu, placement }: LazyDropdownProps) {
  // Held open only for a click that came before the code; otherwise antd keeps its own state,
  // as a plain Dropdown does (controlling it throughout upsets the keyboard handling elsewhere).
  const [openOnArrival, setOpenOnArrival] = useState(false);
  // The trigger stays a plain element until the first click: swapping it for antd's while the
  // pointer or the focus is on it would drop the focus.
  const [used, setUsed] = useState(false);
  const triggerBox = useRef<HTMLSpanElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const waiting = useRef(0);

  const focusFirstItem = useCallback(() => {
    cancelAnimationFrame(waiting.current);
    let frames = 0;
    const look = () => {
      const first = overlay.current?.querySelector<HTMLElement>('[role="menuitem"]');
      const trigger = triggerBox.current?.firstElementChild;
      if (first && overlay.current && first.offsetParent !== null) {
        if (trigger instanceof HTMLElement) noteMenuTrigger(overlay.current, trigger);
        first.focus();
      } else if (frames++ < FRAMES_TO_WAIT_FOR_MENU) {
        waiting.current = requestAnimationFrame(look);
      }
    };
    waiting.current = requestAnimationFrame(look);
  }, []);
  useEffect(() => () => cancelAnimationFrame(waiting.current), []);
  useEffect(() => {
    if (openOnArrival) focusFirstItem();
  }, [openOnArrival, focusFirstItem]);

  const onOpenChange = (next: boolean) => {
    if (openOnArrival) setOpenOnArrival(next);
    if (next) {
      focusFirstItem();
      return;
    }
    // Closed from inside the menu (Esc, or an item chosen): focus would fall to the page. Checked
    // now and once more after the menu's own handling, which may move focus as it hides.
    const giveBack = () => {
      const active = document.activeElement;
      const trigger = triggerBox.current?.firstElementChild;
      if (
        trigger instanceof HTMLElement &&
        (!active || active === document.body || overlay.current?.contains(active))
      ) {
        trigger.focus();
      }
    };
    giveBack();
    requestAnimationFrame(giveBack);
  };
  const held = openOnArrival ? { open: true } : {};
  const plainTrigger = (
    <span
      style={{ display: 'contents' }}
      onPointerOver={prefetch}
      onFocusCapture={prefetch}
      onClickCapture={() => {
        setUsed(true);
        setOpenOnArrival(true);
      }}
    >
      {children}
    </span>
  );
  return (
    <span ref={triggerBox} style={{ display: 'contents' }}>
      {used ? (
        <Suspense fallback={plainTrigger}>
          {/* A new Dropdown once the held menu closes: left in place, it kept its own state open. */}
          <Dropdown
            key={openOnArrival ? 'held' : 'free'}
            menu={menu}
            trigger={['click']}
            placement={placement}
            onOpenChange={onOpenChange}
            popupRender={(drawn) => <div ref={overlay}>{drawn}</div>}
            {...held}
          >
            {children}
          </Dropdown>
        </Suspense>
      ) : (
        plainTrigger
      )}
    </span>
  );
}
