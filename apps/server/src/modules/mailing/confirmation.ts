import { timingSafeEqual } from 'node:crypto';
import { type Language, translate } from '@podpie/core';
import type { Mail } from '../../lib/mailer.ts';
import { signText } from '../../lib/secret-box.ts';

const PURPOSE = 'subscriber-confirm';

/** How long a confirmation link works; an unconfirmed sign-up is swept after it. */
export const CONFIRMATION_LIFETIME_MS = 7 * 86_400_000;

function signature(
  appSecret: string,
  projectId: number,
  email: string,
  askedAt: number,
  pieId?: number,
): string {
  // The block is signed too when named, so a link cannot be pointed at another provider.
  const block = pieId === undefined ? '' : `:${pieId}`;
  return signText(appSecret, PURPOSE, `${projectId}:${email.toLowerCase()}:${askedAt}${block}`);
}

/**
 * The link in the confirmation mail. It names the moment consent was asked, so it stops working
 * when that sign-up expires, and only our server can make one. For a block that sends sign-ups to
 * Kit, Beehiiv or MailerLite it names the block (`b`): confirming delivers to that provider.
 */
export function confirmLink(
  appSecret: string,
  publicUrl: string,
  project: { id: number; slug: string },
  email: string,
  askedAt: Date,
  pieId?: number,
): string {
  const at = askedAt.getTime();
  const query = new URLSearchParams({
    e: email,
    t: String(at),
    s: signature(appSecret, project.id, email, at, pieId),
  });
  if (pieId !== undefined) query.set('b', String(pieId));
  return `${publicUrl}/${project.slug}/confirm?${query.toString()}`;
}

/** True for a link our server signed whose sign-up has not expired at `now`. */
export function isValidConfirmation(
  appSecret: string,
  projectId: number,
  link: { e: string; t: string; s: string; b?: string | undefined },
  now: Date,
): boolean {
  const at = Number(link.t);
  if (!Number.isSafeInteger(at) || now.getTime() - at > CONFIRMATION_LIFETIME_MS) return false;
  const pieId = link.b === undefined ? undefined : Number(link.b);
  if (pieId !== undefined && !Number.isSafeInteger(pieId)) return false;
  const expected = Buffer.from(signature(appSecret, projectId, link.e, at, pieId));
  const actual = Buffer.from(link.s);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The headers every mail to a subscriber carries: a one-click way out (RFC 8058), so a mail
 * client's Unsubscribe button works without opening anything. One-click needs https.
 */
export function unsubscribeHeaders(leaveUrl: string): Record<string, string> {
  const headers: Record<string, string> = { 'List-Unsubscribe': `<${leaveUrl}>` };
  if (leaveUrl.startsWith('https://')) {
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return headers;
}

/** The mail asking a listener to confirm a sign-up, in the page's language. */
export function confirmationMail(input: {
  lang: Language;
  to: string;
  listName: string;
  pageUrl: string;
  confirmUrl: string;
  leaveUrl: string;
}): Mail {
  const vars = {
    name: input.listName,
    page: input.pageUrl,
    link: input.confirmUrl,
    leave: input.leaveUrl,
  };
  return {
    to: input.to,
    subject: translate(input.lang, 'integrations:confirm.subject', vars),
    text: translate(input.lang, 'integrations:confirm.body', vars),
    headers: unsubscribeHeaders(input.leaveUrl),
  };
}
