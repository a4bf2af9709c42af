import { socialTemplate } from '../catalogue/socials.ts';
import { keyed } from '../i18n/issue.ts';
import { isHttpUrl } from '../shared/url.ts';

const socialUsernameIssue = (value: string) =>
  keyed('messages:validation.socialUsername', { value });
const NETWORK_URL = keyed('app:validation.invalidHttpAddress');

/** SPEC.md §5: a username field holding a '/' was given a link or path, not a username. */
export function socialUsernameError(value: string | null | undefined): string | null {
  return value?.includes('/') ? socialUsernameIssue(value) : null;
}

/**
 * The error for the value typed into a messenger or social entry, or null when it is fine:
 * YouTube and LinkedIn want an http(s) address, every other entry a username without '/'.
 */
export function networkValueError(
  entry: { main_type: string; name: string | null },
  value: string | null | undefined,
): string | null {
  if (!value?.trim()) return null;
  const template = entry.main_type === 'SOCIAL-NETWORKS' ? socialTemplate(entry.name) : undefined;
  if (template?.takes_url) return isHttpUrl(value) ? null : NETWORK_URL;
  return socialUsernameError(value);
}
