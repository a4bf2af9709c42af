import {
  findDirectory,
  type ListenDevice,
  logoFor,
  orderForDevice,
  type Pie,
  universalListenLink,
} from '@podpie/core';
import type { PageContext } from '../context.ts';
import { Frame } from '../frame.tsx';
import { BrandLogo } from '../icons/brand-logo.tsx';
import { safeHref } from '../safe-href.ts';

/** The show's feed: the RSS directory entry, else the first episode list on the page. */
function feedOf(pies: readonly Pie[], ctx: PageContext): string | undefined {
  const rss = pies.find((pie) => findDirectory(pie.name)?.name === 'RSS');
  return safeHref(rss?.link_value) ?? safeHref(ctx.feedUrl);
}

/**
 * Leaves an app's own browser for the phone's real one: Android through an intent to open the
 * https address, iOS through Safari's own scheme. Null where no such way is known.
 */
function browserLink(pageUrl: string | undefined, device: ListenDevice): string | null {
  if (!pageUrl || !/^https?:\/\//i.test(pageUrl)) return null;
  const rest = pageUrl.replace(/^https?:\/\//i, '');
  const scheme = pageUrl.toLowerCase().startsWith('https') ? 'https' : 'http';
  if (device === 'android') return `intent://${rest}#Intent;scheme=${scheme};end`;
  if (device === 'apple') return `x-safari-${scheme}://${rest}`;
  return null;
}

/**
 * Where to listen, as a list of the owner's apps in the order that suits the visitor's device
 * (decided on the server from the User-Agent, so it works without JavaScript), then pod.link for
 * every app the owner did not list. Inside Instagram's or TikTok's browser, where links to apps
 * often fail, it also offers the feed to copy and a way out to the real browser.
 */
export function ListenSection({ pies, ctx }: { pies: readonly Pie[]; ctx: PageContext }) {
  const linked = pies.filter((pie) => {
    const directory = findDirectory(pie.name);
    if (ctx.mode === 'public' && directory?.closed) return false;
    return directory?.name !== 'RSS' && (safeHref(pie.link_value) || ctx.mode === 'editor');
  });
  const apps = orderForDevice(linked, ctx.visitor.device);
  const feed = feedOf(pies, ctx);
  const apple = pies.find((pie) => findDirectory(pie.name)?.name === 'APPLE-PODCAST');
  const universal = safeHref(universalListenLink(apple?.link_value, feed));
  if (apps.length === 0 && !universal) return null;
  const leave = ctx.visitor.inAppBrowser ? browserLink(ctx.pageUrl, ctx.visitor.device) : null;
  return (
    <section className="pp-listen" aria-label={ctx.t('listen')}>
      <h2 className="pp-listen-title">{ctx.t('listen')}</h2>
      <ul className="pp-listen-apps">
        {apps.map((pie) => {
          const directory = findDirectory(pie.name);
          const logo = logoFor(pie.icon_name) ?? logoFor(directory?.icon_name);
          const label = directory?.label ?? logo?.label ?? pie.title ?? pie.name ?? '';
          return (
            <Frame key={pie.id} ctx={ctx} pie={pie} as="li">
              <a className="pp-btn pp-listen-app" href={safeHref(pie.link_value)}>
                {logo ? <BrandLogo logo={logo} /> : null}
                <span className="pp-btn-label">{label}</span>
              </a>
            </Frame>
          );
        })}
        {universal ? (
          <li>
            <a className="pp-btn pp-listen-app pp-listen-more" href={universal}>
              <span className="pp-btn-label">{ctx.t('moreApps')}</span>
            </a>
          </li>
        ) : null}
      </ul>
      {ctx.visitor.inAppBrowser ? (
        <div className="pp-inapp">
          <p>{ctx.t('inAppHint')}</p>
          {leave ? (
            <a className="pp-btn pp-listen-app" href={leave}>
              <span className="pp-btn-label">{ctx.t('openInBrowser')}</span>
            </a>
          ) : null}
          {feed ? (
            <details className="pp-copy">
              <summary className="pp-btn pp-listen-app">
                <span className="pp-btn-label">{ctx.t('copyFeed')}</span>
              </summary>
              <input readOnly value={feed} aria-label={ctx.t('copyFeed')} />
            </details>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
