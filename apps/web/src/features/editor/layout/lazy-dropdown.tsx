import type { DropdownProps } from 'antd';
import { lazy, type ReactElement, Suspense, useState } from 'react';

// antd's Dropdown brings its Menu, Overflow and motion code: about 23 KB gzipped that the editor
// needs only once a menu opens. React starts fetching it as soon as the editor draws.
const Dropdown = lazy(() => import('./antd-dropdown.ts'));

type LazyDropdownProps = Pick<DropdownProps, 'menu' | 'placement'> & { children: ReactElement };

/**
 * A click-triggered antd Dropdown whose code loads after the editor's first paint. Its trigger
 * shows at once; a click that lands before the code does opens the menu as soon as it arrives.
 */
export function LazyDropdown({ children, menu, placement }: LazyDropdownProps) {
  // Held open only for a click that came before the code; otherwise antd keeps its own state,
  // as a plain Dropdown does (controlling it throughout upsets the keyboard handling elsewhere).
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const held = openOnArrival
    ? { open: true, onOpenChange: (next: boolean) => setOpenOnArrival(next) }
    : {};
  return (
    <Suspense
      fallback={
        <span style={{ display: 'contents' }} onClickCapture={() => setOpenOnArrival(true)}>
          {children}
        </span>
      }
    >
      {/* A new Dropdown once the held menu closes: left in place, it kept its own state open. */}
      <Dropdown
        key={openOnArrival ? 'held' : 'free'}
        menu={menu}
        trigger={['click']}
        placement={placement}
        {...held}
      >
        {children}
      </Dropdown>
    </Suspense>
  );
}
