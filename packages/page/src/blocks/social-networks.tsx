import { socialLink, socialTemplate } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import { safeHref } from '../safe-href.ts';
import { IconRow, type RowIcon } from './icon-row.tsx';
import { rowIconOf } from './row-icon.tsx';

/** Social profiles as a row of icons; each link is built from the username by the core rules. */
export function SocialNetworks({ pies, ctx }: BlockProps) {
  const icons = pies.flatMap((pie): RowIcon[] => {
    const template = socialTemplate(pie.name);
    const entered = pie.social_username ?? pie.value ?? pie.link_value;
    const href = safeHref(pie.name ? socialLink(pie.name, entered) : null);
    return [rowIconOf(pie, ctx, href, template?.label ?? pie.title ?? pie.name ?? '', template)];
  });
  return (
    <IconRow ctx={ctx} label={ctx.t('socials')} className="pp-socials" icons={icons} rel="me" />
  );
}
