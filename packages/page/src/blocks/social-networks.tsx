import { type Pie, socialLink, socialTemplate } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import { safeHref } from '../safe-href.ts';
import { IconRow, type RowIcon } from './icon-row.tsx';
import { rowIconOf } from './row-icon.tsx';

/** The bird pages stored before Twitter became X; such an entry now draws the X mark. */
const RETIRED_BIRD = /^(fab\s+)?(fa-)?twitter$/i;

function withCurrentMark(pie: Pie): Pie {
  return pie.name === 'TWITTER' && RETIRED_BIRD.test(pie.icon_name?.trim() ?? '')
    ? { ...pie, icon_name: 'x-twitter' }
    : pie;
}

/** Social profiles as a row of icons; each link is built from the username by the core rules. */
export function SocialNetworks({ pies, ctx }: BlockProps) {
  const icons = pies.flatMap((stored): RowIcon[] => {
    const pie = withCurrentMark(stored);
    const template = socialTemplate(pie.name);
    const entered = pie.social_username ?? pie.value ?? pie.link_value;
    const href = safeHref(pie.name ? socialLink(pie.name, entered) : null);
    const label = template?.label ?? pie.title ?? pie.name ?? '';
    // The stored entry, unchanged, is what the editor opens on a click.
    return [{ ...rowIconOf(pie, ctx, href, label, template), pie: stored }];
  });
  return (
    <IconRow ctx={ctx} label={ctx.t('socials')} className="pp-socials" icons={icons} rel="me" />
  );
}
