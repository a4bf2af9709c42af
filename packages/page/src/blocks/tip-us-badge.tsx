import { logoFor } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import { BadgeGrid } from './badge.tsx';

/** Support badges (Patreon, Buy me a coffee, Ko-fi, ...): logo, the owner's words and the name. */
export function TipUsBadge({ pies, ctx }: BlockProps) {
  return (
    <BadgeGrid
      pies={pies}
      ctx={ctx}
      className="pp-tips"
      textOf={(pie) => {
        const name = pie.name?.trim() || pie.title?.trim() || logoFor(pie.icon_name)?.label;
        if (!name) return null;
        return { kicker: pie.description?.trim() || null, name };
      }}
    />
  );
}
