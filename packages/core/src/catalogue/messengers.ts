import type { PieTemplate } from '../pie/template.ts';

export const MESSENGER_NAMES = [
  'TELEGRAM',
  'FACEBOOK',
  'SKYPE',
  'WHATSAPP',
  'VIBER',
  'EMAIL',
  'PHONE',
] as const;
export type MessengerName = (typeof MESSENGER_NAMES)[number];

export interface MessengerTemplate extends PieTemplate {
  main_type: 'MESSENGERS';
  name: MessengerName;
}

const messenger = (
  order: number,
  name: MessengerName,
  label: string,
  placeholder: string,
  icon: Pick<PieTemplate, 'icon_group' | 'icon_name'>,
  isUsername = false,
): MessengerTemplate => ({
  main_type: 'MESSENGERS',
  name,
  label,
  placeholder,
  is_username: isUsername,
  ...icon,
  order,
});

/** The seven messenger entries of SPEC.md §3, in their catalogue order. */
export const MESSENGER_TEMPLATES: readonly MessengerTemplate[] = [
  messenger(1, 'TELEGRAM', 'Telegram', 'username', { icon_group: 'fab', icon_name: 'telegram' }),
  messenger(2, 'FACEBOOK', 'Messenger', 'Messenger/Facebook username', {
    icon_group: 'fab',
    icon_name: 'facebook-messenger',
  }),
  messenger(3, 'SKYPE', 'Skype', 'username', { icon_group: 'fab', icon_name: 'skype' }),
  messenger(4, 'WHATSAPP', 'WhatsApp', 'phone number with country code', {
    icon_group: 'fab',
    icon_name: 'whatsapp',
  }),
  messenger(5, 'VIBER', 'Viber', 'number', { icon_group: 'fab', icon_name: 'viber' }),
  messenger(
    6,
    'EMAIL',
    'Email',
    'email address',
    { icon_group: 'fas', icon_name: 'envelope' },
    true,
  ),
  messenger(7, 'PHONE', 'Phone', 'phone number with country code', {
    icon_group: 'fas',
    icon_name: 'phone',
  }),
];
