import { findDirectory, logoFor } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import { withVars } from '../css-vars.ts';
import { initials } from '../format.ts';
import { BrandMark, brandVars } from '../icons/brand-logo.tsx';
import { safeHref } from '../safe-href.ts';
import { IconRow, type RowIcon } from './icon-row.tsx';

const UNKNOWN_BRAND_COLOUR = '#3a3a3a';

/**
 * Where to listen: one brand icon per podcast directory the show is on (only those with a link).
 * Shut-down directories still show when a page links to them.
 */
export function PodcastNetwork({ pies, ctx }: BlockProps) {
  const icons = pies.flatMap((pie): RowIcon[] => {
    const directory = findDirectory(pie.name);
    const logo = logoFor(pie.icon_name) ?? logoFor(directory?.icon_name);
    const label = directory?.label ?? logo?.label ?? pie.title ?? pie.name;
    if (!label) return [];
    return [
      {
        pie,
        href: safeHref(pie.link_value),
        label,
        className: 'pp-ic pp-brand',
        style: withVars(brandVars(logo?.color ?? UNKNOWN_BRAND_COLOUR)),
        icon: logo ? (
          <BrandMark logo={logo} />
        ) : (
          <span className="pp-letter" data-letters={initials(label)} />
        ),
      },
    ];
  });
  return <IconRow ctx={ctx} label={ctx.t('directories')} className="pp-dirs" icons={icons} />;
}
