import type { Pie } from '@podpie/core';
import { cssColour } from '../colour.ts';
import type { PageContext } from '../context.ts';
import { initials } from '../format.ts';
import { SvgIcon } from '../icons/svg-icon.tsx';
import type { RowIcon } from './icon-row.tsx';

/** Every entry is created black (SPEC.md §3); black means "not chosen", so it follows the theme. */
const UNCHOSEN_ICON_COLOURS = new Set(['black', '#000', '#000000']);

/**
 * A social or messenger icon: the block's own icon (or its catalogue entry's) in the owner's
 * colour on a disc of the page's button colour, or the name's initials when no icon is known.
 */
export function rowIconOf(
  pie: Pie,
  ctx: PageContext,
  href: string | undefined,
  label: string,
  fallback: { icon_group: string; icon_name: string } | undefined,
): RowIcon {
  const shape =
    ctx.icon(pie.icon_group, pie.icon_name) ?? ctx.icon(fallback?.icon_group, fallback?.icon_name);
  const colour = cssColour(pie.icon_color);
  const chosen = colour && !UNCHOSEN_ICON_COLOURS.has(colour.toLowerCase()) ? colour : undefined;
  return {
    pie,
    href,
    label,
    style: chosen ? { color: chosen } : undefined,
    icon: shape ? <SvgIcon shape={shape} /> : <span aria-hidden="true">{initials(label)}</span>,
  };
}
