import { logoFor, type Pie } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import type { PageContext } from '../context.ts';
import { BadgeGrid } from './badge.tsx';

/**
 * The words SPEC.md's tip templates store above a service's name, drawn in the page's language.
 * Patreon's 'Become a' was written to run into a "Patron" wordmark; above the name "Patreon" it
 * read "Become a Patreon", so it says what it means: become a patron.
 */
function kickerOf(pie: Pie, ctx: PageContext): string | null {
  const words = pie.description?.trim();
  if (!words) return null;
  if (words === 'Become a' && pie.name === 'Patreon') return ctx.t('becomePatron');
  if (words === 'Support us') return ctx.t('supportUs');
  if (words === 'True Supporter') return ctx.t('trueSupporter');
  return words;
}

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
        return { kicker: kickerOf(pie, ctx), name };
      }}
    />
  );
}
