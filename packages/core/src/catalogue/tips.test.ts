import { describe, expect, it } from 'vitest';
import { TIP_TEMPLATES } from './tips.ts';

describe('tip-us badges', () => {
  it('lists the six badges with their descriptions', () => {
    expect(TIP_TEMPLATES.map((entry) => [entry.name, entry.description])).toEqual([
      ['Patreon', 'Become a'],
      ['Buy me a coffee', 'True Supporter'],
      ['Ko-fi', 'Support us'],
      ['Square Cash', 'Support us'],
      ['Venmo', 'Support us'],
      ['Paypal', 'Support us'],
    ]);
  });

  it('the last four hint at their service address', () => {
    expect(TIP_TEMPLATES.map((entry) => entry.placeholder)).toEqual([
      null,
      null,
      'https://ko-fi.com/',
      'https://cash.app/$',
      'https://venmo.com/',
      'https://paypal.me/',
    ]);
  });

  it('every badge is a TIP-US-BADGE block drawn with its service logo', () => {
    for (const entry of TIP_TEMPLATES) {
      expect(entry.main_type).toBe('TIP-US-BADGE');
      expect(entry.icon_group).toBe('podcasts');
    }
  });
});
