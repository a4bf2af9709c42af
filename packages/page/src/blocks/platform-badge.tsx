import { logoFor } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import { BadgeGrid } from './badge.tsx';

/** "Listen on" badges: the platform's logo and name, linking to the show there. */
export function PlatformBadge({ pies, ctx }: BlockProps) {
  return (
    <BadgeGrid
      pies={pies}
      ctx={ctx}
      className="pp-platforms"
      textOf={(pie) => {
        const name = pie.title?.trim() || logoFor(pie.icon_name)?.label || pie.name;
        if (!name) return null;
        return { kicker: pie.description?.trim() || ctx.t('listenOn'), name };
      }}
    />
  );
}
