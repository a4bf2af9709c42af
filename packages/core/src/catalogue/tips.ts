import type { PieTemplate } from '../pie/template.ts';

export const TIP_NAMES = [
  'Patreon',
  'Buy me a coffee',
  'Ko-fi',
  'Square Cash',
  'Venmo',
  'Paypal',
] as const;
export type TipName = (typeof TIP_NAMES)[number];

export interface TipTemplate extends PieTemplate {
  main_type: 'TIP-US-BADGE';
  name: TipName;
  /** The words drawn before the service's logo, e.g. 'Support us'. */
  description: string;
}

const tip = (
  order: number,
  name: TipName,
  description: string,
  logo: string,
  placeholder: string | null = null,
): TipTemplate => ({
  main_type: 'TIP-US-BADGE',
  name,
  label: name,
  placeholder,
  is_username: false,
  icon_group: 'podcasts',
  icon_name: logo,
  order,
  description,
});

/** The six tip badges of SPEC.md §3; the last four hint at their service's address. */
export const TIP_TEMPLATES: readonly TipTemplate[] = [
  tip(1, 'Patreon', 'Become a', 'patreon'),
  tip(2, 'Buy me a coffee', 'True Supporter', 'buy_me_a_coffee'),
  tip(3, 'Ko-fi', 'Support us', 'kofi', 'https://ko-fi.com/'),
  tip(4, 'Square Cash', 'Support us', 'square_cash', 'https://cash.app/$'),
  tip(5, 'Venmo', 'Support us', 'venmo', 'https://venmo.com/'),
  tip(6, 'Paypal', 'Support us', 'paypal', 'https://paypal.me/'),
];
