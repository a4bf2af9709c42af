import type { Pie } from '@podpie/core';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { BlockStatus, PageContext, PageTextKey } from './context.ts';
import { safeHref } from './safe-href.ts';

type FrameTag = 'section' | 'div' | 'li' | 'header';

interface FrameProps {
  ctx: PageContext;
  pie: Pie;
  as?: FrameTag;
  className?: string;
  style?: CSSProperties;
  /** Never pulses, whatever the block's POP (a player that moves is hard to use). */
  still?: boolean;
  children: ReactNode;
}

const FLAG_TEXT = { hidden: 'hidden', scheduled: 'scheduled', ended: 'ended' } as const;

/**
 * A directory entry without a working link leads nowhere, so the editor must never draw it like a
 * live one: it is dimmed and asks for the link.
 */
const isUnlinkedDirectory = (pie: Pie) =>
  pie.main_type === 'PODCAST-NETWORK' && safeHref(pie.link_value) === undefined;

function flagOf(status: BlockStatus, pie: Pie): PageTextKey | null {
  if (status !== 'visible') return FLAG_TEXT[status];
  return isUnlinkedDirectory(pie) ? 'addLink' : null;
}

/**
 * The outer element of every block and of every item in a row or grid. On the public page it only
 * adds the POP highlight; in the editor it marks the block with its id, dims what listeners won't
 * see, labels why, and routes a click to the editor instead of following links.
 */
export function Frame({
  ctx,
  pie,
  as: Tag = 'div',
  className,
  style,
  still = false,
  children,
}: FrameProps) {
  const classes = [className, pie.is_pop && !still ? 'pp-pop' : null];
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
  const flag = flagOf(status, pie);
  const dimmed = flag !== null;
  // A wrapper between a list and its item would break the list for screen readers: the wrapper
  // becomes the item instead.
  const listItem = wrapper !== undefined && Tag === 'li';
  const Drawn = listItem ? 'div' : Tag;
  const onBlockClick = ctx.onBlockClick;
  const open = onBlockClick
    ? (event: MouseEvent | KeyboardEvent) => {
        // The preview sits inside the editor: a click edits the block rather than leaving the page.
        event.preventDefault();
        onBlockClick(pie);
      }
    : undefined;
  const framed = (
    <Drawn
      className={joinClasses([
        ...classes,
        'pp-ed',
        listItem ? 'pp-item' : null,
        dimmed ? 'pp-dim' : null,
      ])}
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
      {flag ? <span className="pp-flag">{ctx.t(flag)}</span> : null}
      {children}
    </Drawn>
  );
  return wrapper ? wrapper(pie, framed, status, width, listItem) : framed;
}

function joinClasses(classes: ReadonlyArray<string | null | undefined>): string | undefined {
  const joined = classes.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
