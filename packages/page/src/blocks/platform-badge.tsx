import { findDirectory, logoFor, type Pie } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import { BadgeGrid } from './badge.tsx';

/** The words SPEC.md's quick start stores above a badge's name; drawn in the page's language. */
const STORED_LISTEN_ON = 'Listen on';

/** The directory a badge points at, by its name or, for a preset, its logo. */
const directoryOf = (pie: Pie) => findDirectory(pie.name) ?? findDirectory(pie.icon_name);

/**
 * "Listen on" badges: the platform's logo and name, linking to the show there. A badge for an app
 * the page's 'Listen' strip already links to is not drawn a second time (the quick start makes
 * both for Apple Podcasts and Spotify).
 */
export function PlatformBadge({ pies, ctx }: BlockProps) {
  return (
    <BadgeGrid
      pies={pies}
      ctx={ctx}
      className="pp-platforms"
      textOf={(pie) => {
        const name = pie.title?.trim() || logoFor(pie.icon_name)?.label || pie.name;
        if (!name) return null;
        const words = pie.description?.trim();
        return { kicker: words && words !== STORED_LISTEN_ON ? words : ctx.t('listenOn'), name };
      }}
      repeats={(pie) => {
        const directory = directoryOf(pie)?.name;
        return directory && ctx.listening.has(directory) ? ctx.t('inListen') : null;
      }}
    />
  );
}
