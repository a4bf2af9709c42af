import { LISTEN_STRIP_SIZE } from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import { withVars } from '../css-vars.ts';
import { initials } from '../format.ts';
import { Frame } from '../frame.tsx';
import { BrandMark, brandVars } from '../icons/brand-logo.tsx';
import { listenApps, showFeed, universalEpisodeHref, unlinkedApps } from './listen-apps.ts';

const UNKNOWN_BRAND_COLOUR = '#3a3a3a';

/** The full list of apps on Podpie itself, beside the page: /<slug>/apps. */
export function appsPath(slug: string): string {
  return `/${encodeURIComponent(slug)}/apps`;
}

/**
 * Where to listen as a compact strip: the first few of the owner's apps as brand icons, in the
 * order that suits the visitor's device (decided on the server from the User-Agent, so it works
 * without JavaScript), then "More apps", which opens the full list on this site. Inside
 * Instagram's or TikTok's browser, where links to apps often fail, it also offers the feed to
 * copy and a way out to the real browser.
 */
export function ListenSection({ pies, ctx }: BlockProps) {
  const apps = listenApps(pies, ctx.visitor.device, ctx.episode);
  const anyApp = universalEpisodeHref(pies, ctx.episode);
  const feed = showFeed(pies, ctx.feedUrl);
  const strip = apps.slice(0, LISTEN_STRIP_SIZE);
  const drawn = ctx.mode === 'editor' ? [...strip, ...unlinkedApps(pies)] : strip;
  // The full list adds something only when the strip leaves apps out or the feed is there to copy.
  const more = apps.length > strip.length || feed !== undefined;
  const slug = ctx.project.slug?.trim();
  if (drawn.length === 0 && !more) return null;
  return (
    <section className="pp-listen" aria-label={ctx.t('listen')}>
      <h2 className="pp-listen-title">{ctx.t('listen')}</h2>
      {drawn.length > 0 ? (
        <ul className="pp-strip">
          {drawn.map(({ pie, href, label, logo }) => (
            <Frame key={pie.id} ctx={ctx} pie={pie} as="li">
              <a
                className="pp-ic pp-brand"
                style={withVars(brandVars(logo?.color ?? UNKNOWN_BRAND_COLOUR))}
                href={href}
                aria-label={label}
                title={label}
              >
                {logo ? (
                  <BrandMark logo={logo} />
                ) : (
                  <span className="pp-letter" data-letters={initials(label)} />
                )}
              </a>
            </Frame>
          ))}
        </ul>
      ) : null}
      {more ? (
        ctx.mode === 'public' && slug ? (
          <a className="pp-more" href={appsPath(slug)}>
            {ctx.t('moreApps')}
          </a>
        ) : (
          // The editor's preview must not leave the editor; it shows the link's place and words.
          <span className="pp-more">{ctx.t('moreApps')}</span>
        )
      ) : null}
      {anyApp ? (
        // An episode's page: pod.link opens the episode in an app the page does not list.
        <a className="pp-more" href={anyApp}>
          {ctx.t('otherApps')}
        </a>
      ) : null}
      {ctx.visitor.inAppBrowser ? (
        <div className="pp-inapp">
          {/* The way out to the real browser is the page's first button (in-app-bar.tsx). */}
          <p>{ctx.t('inAppHint')}</p>
          {feed ? (
            <details className="pp-copy">
              <summary className="pp-btn">
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
