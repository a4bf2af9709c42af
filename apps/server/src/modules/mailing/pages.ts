import { type Language, translate } from '@podpie/core';
import { escapeHtml, smallPage } from '../../lib/small-page.ts';

/** What a sign-up form posted without JavaScript answers: the message and a way back. */
export function subscribeResultPage(options: {
  lang: Language;
  message: string;
  pageTitle: string;
  backHref: string;
}): string {
  const back = translate(options.lang, 'common:actions.back');
  return smallPage({
    lang: options.lang,
    title: `${options.message} · ${options.pageTitle}`,
    body:
      `<h1>${escapeHtml(options.message)}</h1>` +
      `<p><a href="${escapeHtml(options.backHref)}">${escapeHtml(back)}</a></p>`,
  });
}

/**
 * Leaving a built-in mailing list from a signed link: the question with a button (a POST, so a
 * mail scanner that opens links never unsubscribes anyone), or the outcome once it is done.
 */
export function leaveListPage(options: {
  lang: Language;
  title: string;
  message: string;
  form?: { action: string; button: string };
}): string {
  const form = options.form
    ? `<form method="post" action="${escapeHtml(options.form.action)}">` +
      '<button type="submit" style="padding:.7rem 1.4rem;border-radius:999px;border:0;' +
      `background:#D5DBE4;color:#000;font:inherit;font-weight:600;cursor:pointer">` +
      `${escapeHtml(options.form.button)}</button></form>`
    : '';
  return smallPage({
    lang: options.lang,
    title: options.title,
    body: `<h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(options.message)}</p>${form}`,
  });
}
