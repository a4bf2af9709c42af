import { describe, expect, it } from 'vitest';
import { SOCIAL_TEMPLATES, socialTemplate } from './socials.ts';

describe('default social network entries', () => {
  it('lists the eleven networks in SPEC order', () => {
    expect(SOCIAL_TEMPLATES.map((entry) => entry.name)).toEqual([
      'FACEBOOK',
      'INSTAGRAM',
      'TWITTER',
      'YOUTUBE',
      'TIKTOK',
      'PINTEREST',
      'PATREON',
      'TUMBLR',
      'VK',
      'LINKEDIN',
      'SNAPCHAT',
    ]);
  });

  it('YouTube and LinkedIn take a url, every other network a username', () => {
    expect(SOCIAL_TEMPLATES.filter((entry) => entry.takes_url).map((e) => e.name)).toEqual([
      'YOUTUBE',
      'LINKEDIN',
    ]);
    expect(socialTemplate('YOUTUBE')?.placeholder).toBe('channel url');
    expect(socialTemplate('LINKEDIN')?.placeholder).toBe('profile url');
    expect(socialTemplate('INSTAGRAM')?.placeholder).toBe('username');
  });

  it('Facebook and VK accept a username or page id', () => {
    expect(socialTemplate('FACEBOOK')?.placeholder).toBe('username or page id');
    expect(socialTemplate('VK')?.placeholder).toBe('username or page id');
  });

  it('every network is a SOCIAL-NETWORKS block with a brand icon', () => {
    for (const entry of SOCIAL_TEMPLATES) {
      expect(entry.main_type).toBe('SOCIAL-NETWORKS');
      expect(entry.icon_group).toBe('fab');
    }
  });

  it('finds nothing for an unknown social name', () => {
    expect(socialTemplate('MYSPACE')).toBeUndefined();
  });
});
