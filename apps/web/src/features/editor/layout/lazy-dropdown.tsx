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
  const [open, setOpen] = useState(false);
  return (
    <Suspense
      fallback={
        <span style={{ display: 'contents' }} onClickCapture={() => setOpen(true)}>
          {children}
        </span>
      }
    >
      <Dropdown
        menu={menu}
        trigger={['click']}
        placement={placement}
        open={open}
        onOpenChange={setOpen}
      >
        {children}
      </Dropdown>
    </Suspense>
  );
}
