import { Popconfirm, type PopconfirmProps } from 'antd';
import { useState } from 'react';
import { useFocusReturn } from './focus-return.ts';

/**
 * antd's Popconfirm, but leaving it (Cancel, Esc, or a confirmation that keeps the page) puts
 * focus back on the button that asked, where antd lets it fall to the page.
 */
export function ReturningPopconfirm(props: Omit<PopconfirmProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  useFocusReturn(open);
  return <Popconfirm {...props} open={open} onOpenChange={setOpen} />;
}
