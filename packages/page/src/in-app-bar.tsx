import type { ListenDevice } from '@podpie/core';
import type { PageContext } from './context.ts';

/**
 * Leaves an app's own browser for the phone's real one: Android through an intent to open the
 * same address (Chrome's documented intent syntax, which falls back to the default browser);
 * iOS through Safari's x-safari-https scheme, which Apple does not document but iOS 17 and later
 * honour in the in-app browsers we know of. Null where no such way is known.
 */
export function browserLink(pageUrl: string | undefined, device: ListenDevice): string | null {
  if (!pageUrl || !/^https?:\/\//i.test(pageUrl)) return null;
  const rest = pageUrl.replace(/^https?:\/\//i, '');
  const scheme = pageUrl.toLowerCase().startsWith('https') ? 'https' : 'http';
  if (device === 'android') {
    const fallback = encodeURIComponent(pageUrl);
    return `intent://${rest}#Intent;scheme=${scheme};S.browser_fallback_url=${fallback};end`;
  }
  if (device === 'apple') return `x-safari-${scheme}://${rest}`;
  return null;
}

/**
 * The first thing a visitor inside Instagram's, TikTok's or Facebook's browser sees: a button
 * out to the real browser (where links to podcast apps work) and the page's address to copy. The
 * address is a selectable field, so it works without JavaScript; COPY_LINK_SCRIPT makes the
 * button copy it too. Drawn only for in-app visitors, so ordinary pages stay as they are.
 */
export function InAppBar({ ctx }: { ctx: PageContext }) {
  if (ctx.mode !== 'public' || !ctx.visitor.inAppBrowser || !ctx.pageUrl) return null;
  const leave = browserLink(ctx.pageUrl, ctx.visitor.device);
  return (
    <aside className="pp-inapp pp-inapp-bar" aria-label={ctx.t('openInBrowser')}>
      {leave ? (
        <a className="pp-btn pp-leave" href={leave}>
          <span className="pp-btn-label">{ctx.t('openInBrowser')}</span>
        </a>
      ) : null}
      <details className="pp-copy">
        <summary className="pp-btn" data-pp-copy={ctx.pageUrl} data-pp-copied={ctx.t('linkCopied')}>
          <span className="pp-btn-label">{ctx.t('copyLink')}</span>
        </summary>
        <input readOnly value={ctx.pageUrl} aria-label={ctx.t('copyLink')} />
      </details>
      <p>{ctx.t('inAppLeave')}</p>
    </aside>
  );
}
