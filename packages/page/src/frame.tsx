import type { Pie } from '@podpie/core';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { BlockStatus, PageContext } from './context.ts';

type FrameTag = 'section' | 'div' | 'li' | 'header';

interface FrameProps {
  ctx: PageContext;
  pie: Pie;
  as?: FrameTag;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

const FLAG_TEXT = { hidden: 'hidden', scheduled: 'scheduled', ended: 'ended' } as const;

/**
 * The outer element of every block and of every item in a row or grid. On the public page it only
 * adds the POP highlight; in the editor it marks the block with its id, dims what listeners won't
 * see, labels why, and routes a click to the editor instead of following links.
 */
export function Frame({ ctx, pie, as: Tag = 'div', className, style, children }: FrameProps) {
  const classes = [className, pie.is_pop ? 'pp-pop' : null];
  if (ctx.mode === 'public') {
    return (
      <Tag
        className={joinClasses(classes)}
        style={style}
        data-pp-pie={ctx.track ? pie.id : undefined}
      >
        {children}
      </Tag>
    );
  }
  const status: BlockStatus = ctx.statusOf(pie);
  const wrapper = ctx.renderBlockWrapper;
  // Wrapped, the wrapper is the grid item and takes the width; the block fills the wrapper.
  const width = wrapper ? style?.width : undefined;
  const ownStyle = wrapper && style ? { ...style, width: undefined } : style;
  const dimmed = status !== 'visible';
  const onBlockClick = ctx.onBlockClick;
  const open = onBlockClick
    ? (event: MouseEvent | KeyboardEvent) => {
        // The preview sits inside the editor: a click edits the block rather than leaving the page.
        event.preventDefault();
        onBlockClick(pie);
      }
    : undefined;
  const framed = (
    <Tag
      className={joinClasses([...classes, 'pp-ed', dimmed ? 'pp-dim' : null])}
      style={ownStyle}
      data-pie-id={pie.id}
      data-main-type={pie.main_type}
      data-status={status}
      onClick={open}
      onKeyDown={
        open
          ? (event: KeyboardEvent) => {
              if (
                event.target === event.currentTarget &&
                (event.key === 'Enter' || event.key === ' ')
              )
                open(event);
            }
          : undefined
      }
      tabIndex={open ? 0 : undefined}
    >
      {dimmed ? <span className="pp-flag">{ctx.t(FLAG_TEXT[status])}</span> : null}
      {children}
    </Tag>
  );
  return wrapper ? wrapper(pie, framed, status, width) : framed;
}

function joinClasses(classes: ReadonlyArray<string | null | undefined>): string | undefined {
  const joined = classes.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
