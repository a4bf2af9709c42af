import type { HealthFailureReason } from '@podpie/core';
import type { Mail } from '../../lib/mailer.ts';
import { CHECK_TIMEOUT_MS } from './check.ts';
import type { LinkChange } from './link-changes.ts';

/** The page an alert is about and where its owner reads it. */
export type AlertPage = {
  ownerEmail: string;
  title: string;
  pageUrl: string;
  dashboardUrl: string;
};

/** A failure reason in words, with the status when one came (accounts keep no language yet). */
export function reasonText(reason: HealthFailureReason, status: number | null): string {
  const code = status === null ? '' : ` (${status})`;
  switch (reason) {
    case 'not_found':
      return status === null || status < 400
        ? 'Not found (the directory says the show is not there)'
        : `Not found${code}`;
    case 'timeout':
      return `No answer within ${CHECK_TIMEOUT_MS / 1000} seconds`;
    case 'dns':
      return 'The address does not resolve (DNS)';
    case 'refused':
      return status === null ? 'Connection refused' : `Refused by the directory${code}`;
    case 'server_error':
      return `Server error${code}`;
    case 'other':
      return status === null ? 'Could not be reached' : `Failed${code}`;
  }
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const paragraphs = (blocks: readonly string[]): string =>
  blocks
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
    .replace(/(https?:\/\/[^\s<)]+)/g, (url) => `<a href="${url}">${url}</a>`);

/** The e-mail for one change of one link: plain text and the same words as simple HTML. */
export function alertMail(page: AlertPage, change: LinkChange): Mail {
  const { label, url } = change.link;
  const footer =
    'You get this e-mail because health checking is on for this page. Switch it off on the dashboard to stop these e-mails.';
  const blocks =
    change.kind === 'broken'
      ? [
          `The ${label} link on your page "${page.title}" (${page.pageUrl}) stopped working: it failed two checks in a row.`,
          `Address: ${url}\nReason: ${reasonText(change.reason, change.status)}`,
          `Listeners may not find your show there. See the checks on your dashboard:\n${page.dashboardUrl}`,
          footer,
        ]
      : [
          `The ${label} link on your page "${page.title}" (${page.pageUrl}) works again.`,
          `Address: ${url}`,
          `See the checks on your dashboard:\n${page.dashboardUrl}`,
          footer,
        ];
  const subject =
    change.kind === 'broken'
      ? `${label} link not working on "${page.title}"`
      : `${label} link working again on "${page.title}"`;
  return {
    to: page.ownerEmail,
    subject,
    text: `${blocks.join('\n\n')}\n`,
    html: `<!doctype html>\n<html><body>\n${paragraphs(blocks)}\n</body></html>\n`,
  };
}
