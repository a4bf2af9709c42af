import { logoFor, type Pie } from '@podpie/core';
import { cssColour } from '../colour.ts';
import type { PageContext } from '../context.ts';
import { BrandLogo } from './brand-logo.tsx';
import { SvgIcon } from './svg-icon.tsx';

/**
 * The icon an owner picked for a block: a brand logo (group 'podcasts') or a Font Awesome icon in
 * the block's icon colour. Nothing when the name is unknown, as SPEC.md §3 says for logos.
 */
export function PieIcon({ pie, ctx }: { pie: Pie; ctx: PageContext }) {
  if (pie.icon_group === 'podcasts') {
    const logo = logoFor(pie.icon_name);
    return logo ? <BrandLogo logo={logo} /> : null;
  }
  const shape = ctx.icon(pie.icon_group, pie.icon_name);
  if (!shape) return null;
  const colour = cssColour(pie.icon_color);
  return (
    <span className="pp-bi" style={colour ? { color: colour } : undefined}>
      <SvgIcon shape={shape} />
    </span>
  );
}
