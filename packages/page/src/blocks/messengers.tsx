import { MESSENGER_TEMPLATES, messengerLink } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import { safeHref } from '../safe-href.ts';
import { IconRow, type RowIcon } from './icon-row.tsx';
import { rowIconOf } from './row-icon.tsx';

/** Ways to reach the show (Telegram, WhatsApp, e-mail, phone, ...) as a row of icons. */
export function Messengers({ pies, ctx }: BlockProps) {
  const icons = pies.flatMap((pie): RowIcon[] => {
    const template = MESSENGER_TEMPLATES.find((entry) => entry.name === pie.name);
    const entered = pie.social_username ?? pie.value ?? pie.link_value;
    const href = safeHref(pie.name ? messengerLink(pie.name, entered) : null);
    return [rowIconOf(pie, ctx, href, template?.label ?? pie.title ?? pie.name ?? '', template)];
  });
  return <IconRow ctx={ctx} label={ctx.t('messengers')} className="pp-messengers" icons={icons} />;
}
