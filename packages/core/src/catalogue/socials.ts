import type { PieTemplate } from '../pie/template.ts';

export const SOCIAL_NAMES = [
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
] as const;
export type SocialName = (typeof SOCIAL_NAMES)[number];

export interface SocialTemplate extends PieTemplate {
  main_type: 'SOCIAL-NETWORKS';
  name: SocialName;
  /** True when the owner pastes a whole address (a channel or profile url), not a username. */
  takes_url: boolean;
}

const social = (
  order: number,
  name: SocialName,
  label: string,
  iconName: string,
  placeholder = 'username',
  takesUrl = false,
): SocialTemplate => ({
  main_type: 'SOCIAL-NETWORKS',
  name,
  label,
  placeholder,
  is_username: false,
  icon_group: 'fab',
  icon_name: iconName,
  order,
  takes_url: takesUrl,
});

/** The eleven social networks of SPEC.md §3; YouTube and LinkedIn take a url. */
export const SOCIAL_TEMPLATES: readonly SocialTemplate[] = [
  social(1, 'FACEBOOK', 'Facebook', 'facebook', 'username or page id'),
  social(2, 'INSTAGRAM', 'Instagram', 'instagram'),
  // The network renamed itself X in 2023; SPEC.md's name stays the stored key.
  social(3, 'TWITTER', 'X', 'x-twitter'),
  social(4, 'YOUTUBE', 'YouTube', 'youtube', 'channel url', true),
  social(5, 'TIKTOK', 'TikTok', 'tiktok'),
  social(6, 'PINTEREST', 'Pinterest', 'pinterest'),
  social(7, 'PATREON', 'Patreon', 'patreon'),
  social(8, 'TUMBLR', 'Tumblr', 'tumblr'),
  social(9, 'VK', 'VK', 'vk', 'username or page id'),
  social(10, 'LINKEDIN', 'LinkedIn', 'linkedin', 'profile url', true),
  social(11, 'SNAPCHAT', 'Snapchat', 'snapchat'),
];

/** The social template of that name, or undefined for a name the catalogue does not hold. */
export function socialTemplate(name: string | null): SocialTemplate | undefined {
  return SOCIAL_TEMPLATES.find((template) => template.name === name);
}
