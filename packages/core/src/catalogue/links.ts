import { isHttpUrl } from '../shared/url.ts';

/**
 * How the value typed into a social or messenger entry becomes the link a visitor follows.
 * Every function answers null rather than a half-built link, so a page never shows a dead or
 * unsafe href; the only schemes produced are http(s), mailto, tel and the fixed skype: and viber:.
 */

type LinkRule = (value: string) => string | null;

/** A username as typed, without a leading '@', encoded for one path segment; null if unusable. */
function usernameSegment(value: string): string | null {
  const username = value.trim().replace(/^@/, '');
  // A '/' means the user pasted a URL or path, which SPEC.md §5 rejects for username fields.
  if (username === '' || /[\s/\\]/.test(username) || /^\.+$/.test(username)) return null;
  return encodeURIComponent(username);
}

const profileAt =
  (prefix: string): LinkRule =>
  (value) => {
    const segment = usernameSegment(value);
    return segment === null ? null : `${prefix}${segment}`;
  };

/** Networks asking for a channel or profile address keep it only when it is http(s). */
const httpAddress: LinkRule = (value) => (isHttpUrl(value) ? new URL(value.trim()).href : null);

const MAX_PHONE_DIGITS = 15;
const MIN_PHONE_DIGITS = 3;

/** The digits of an international phone number, without '+' or a leading '00'; null if invalid. */
function phoneDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[0-9+\-().\s]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+') && digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length < MIN_PHONE_DIGITS || digits.length > MAX_PHONE_DIGITS) return null;
  return digits;
}

const withPhone =
  (build: (digits: string) => string): LinkRule =>
  (value) => {
    const digits = phoneDigits(value);
    return digits === null ? null : build(digits);
  };

const EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

const SOCIAL_RULES = new Map<string, LinkRule>([
  ['FACEBOOK', profileAt('https://www.facebook.com/')],
  ['INSTAGRAM', profileAt('https://instagram.com/')],
  ['TWITTER', profileAt('https://x.com/')],
  ['YOUTUBE', httpAddress],
  ['TIKTOK', profileAt('https://www.tiktok.com/@')],
  ['PINTEREST', profileAt('https://www.pinterest.com/')],
  ['PATREON', profileAt('https://www.patreon.com/')],
  ['TUMBLR', profileAt('https://www.tumblr.com/')],
  ['VK', profileAt('https://vk.com/')],
  ['LINKEDIN', httpAddress],
  ['SNAPCHAT', profileAt('https://www.snapchat.com/add/')],
]);

const MESSENGER_RULES = new Map<string, LinkRule>([
  ['TELEGRAM', profileAt('https://t.me/')],
  ['FACEBOOK', profileAt('https://m.me/')],
  [
    'SKYPE',
    (value) => {
      // Skype names such as 'live:.cid.1a2b' keep their colon; everything else is encoded.
      const segment = usernameSegment(value)?.replace(/%3A/gi, ':');
      return segment ? `skype:${segment}?chat` : null;
    },
  ],
  ['WHATSAPP', withPhone((digits) => `https://wa.me/${digits}`)],
  ['VIBER', withPhone((digits) => `viber://chat?number=%2B${digits}`)],
  ['EMAIL', (value) => (EMAIL.test(value.trim()) ? `mailto:${value.trim()}` : null)],
  ['PHONE', withPhone((digits) => `tel:+${digits}`)],
]);

function linkWith(
  rules: ReadonlyMap<string, LinkRule>,
  name: string,
  value: string | null | undefined,
): string | null {
  const rule = rules.get(name);
  if (!rule || value == null) return null;
  return rule(value);
}

/**
 * The profile link of a social network entry, e.g. ('INSTAGRAM', '@pod') -> https://instagram.com/pod.
 * YOUTUBE and LINKEDIN take the channel or profile address itself. Null for an unknown network or
 * a value that cannot make a safe link.
 */
export function socialLink(name: string, username: string | null | undefined): string | null {
  return linkWith(SOCIAL_RULES, name, username);
}

/**
 * The link that opens a conversation through a messenger entry: https://t.me/<u>, https://m.me/<u>,
 * skype:<u>?chat, https://wa.me/<digits>, viber://chat?number=%2B<digits>, mailto:, tel:+<digits>.
 */
export function messengerLink(name: string, value: string | null | undefined): string | null {
  return linkWith(MESSENGER_RULES, name, value);
}
