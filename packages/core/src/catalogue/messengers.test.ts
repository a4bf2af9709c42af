import { describe, expect, it } from 'vitest';
import { MESSENGER_TEMPLATES } from './messengers.ts';

describe('default messenger entries', () => {
  it('lists the seven messengers with their placeholders, in SPEC order', () => {
    expect(MESSENGER_TEMPLATES.map((entry) => [entry.name, entry.placeholder])).toEqual([
      ['TELEGRAM', 'username'],
      ['FACEBOOK', 'Messenger/Facebook username'],
      ['SKYPE', 'username'],
      ['WHATSAPP', 'phone number with country code'],
      ['VIBER', 'number'],
      ['EMAIL', 'email address'],
      ['PHONE', 'phone number with country code'],
    ]);
    expect(MESSENGER_TEMPLATES.map((entry) => entry.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('only EMAIL is marked is_username', () => {
    expect(MESSENGER_TEMPLATES.filter((entry) => entry.is_username).map((e) => e.name)).toEqual([
      'EMAIL',
    ]);
  });

  it('every messenger is a MESSENGERS block with a Font Awesome icon', () => {
    for (const entry of MESSENGER_TEMPLATES) {
      expect(entry.main_type).toBe('MESSENGERS');
      expect(['fab', 'fas']).toContain(entry.icon_group);
      expect(entry.icon_name).not.toBe('');
    }
  });
});
