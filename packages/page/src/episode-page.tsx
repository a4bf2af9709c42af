import {
  type Chapter,
  type Episode,
  type EpisodeTarget,
  formatClock,
  LISTEN_SUB_TYPE,
  type ListenVisitor,
  type Pie,
  sizedUpload,
  type TranscriptCue,
} from '@podpie/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { ListenSection } from './blocks/listen-section.tsx';
import type { PageContext, PageProject } from './context.ts';
import { scriptSafeJson } from './discovery.ts';
import {
  formatDuration,
  formatEpisodeDate,
  HTML_LANG,
  isoDay,
  isPageLang,
  type PageLang,
} from './format.ts';
import { InAppBar } from './in-app-bar.tsx';
import { pageContext } from './page.tsx';
import { BEACON_SCRIPT, COPY_LINK_SCRIPT, EPISODE_SCRIPT } from './page-script.ts';
import { pageStyle } from './page-style.ts';
import { faviconDataUrl, pageCopiesLink } from './render.tsx';
import { statusAt } from './rules.ts';
import { firstImageSrc, safeHref, safeImageSrc } from './safe-href.ts';
import { PAGE_CSS } from './style.ts';
import { pageText } from './text.ts';

/** What an episode page adds to the page's stylesheet: the player, times, notes and transcript. */
export const EPISODE_CSS =
  '.pp-epi-art{width:100%;max-width:320px;aspect-ratio:1;border-radius:16px;object-fit:cover;margin:0 auto}' +
  '.pp-epi audio{width:100%}' +
  '.pp-epi h1{font-size:1.5rem;line-height:1.25;margin:0;text-align:center}' +
  '.pp-epi-meta{text-align:center;opacity:.8;font-size:.875rem}' +
  '.pp-epi section{display:grid;gap:8px}.pp-epi h2{font-size:1.125rem;margin:0}' +
  '.pp-notes{overflow-wrap:anywhere;line-height:1.5}.pp-notes a,.pp-tr a,.pp-ch a{color:inherit}' +
  '.pp-ch{list-style:none;margin:0;padding:0;display:grid;gap:6px}' +
  '.pp-ch li,.pp-tr p{display:flex;gap:10px;align-items:baseline;margin:0}' +
  '.pp-tr{display:grid;gap:10px;line-height:1.5}' +
  'a.pp-t{font-variant-numeric:tabular-nums;flex:none;font-size:.875rem;opacity:.85}' +
  '.pp-people{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:0;padding:0}' +
  '.pp-people li{display:flex;gap:6px;align-items:center}' +
  '.pp-people img{width:32px;height:32px;border-radius:50%;object-fit:cover}' +
  '.pp-back{align-self:flex-start}';

export interface RenderEpisodePageOptions {
  project: PageProject;
  /** The show's name and artwork, as its page shows them (pageMeta). */
  show: { title: string; imageUrl: string | undefined; url: string };
  episode: Episode;
  /** This page's own address (canonical, og:url, JSON-LD url). */
  canonicalUrl: string;
  /** Its link-preview picture (/<slug>/<episode-key>/og.png); the artwork alone without it. */
  shareImageUrl?: string;
  /**
   * Where the page draws the episode's artwork from (/<slug>/<episode-key>/art.jpg, scaled by the
   * server); the artwork's own address without it.
   */
  artworkUrl?: string;
  chapters: readonly Chapter[] | null;
  transcript: readonly TranscriptCue[] | null;
  /** `?t=` of the request: the player starts there, and the page says so. */
  startAt: number | null;
  lang?: PageLang;
  /** Page analytics on: the beacon counts a view of this episode (its key as `e`). */
  beacon?: { url: string; projectId: number; token: string; episodeKey: string };
  /**
   * The show page's blocks and who asks: its 'Listen' section is drawn here too, each app at this
   * episode where the app's link form allows (`target`), ordered for the visitor's device; an
   * app's own browser also gets the way out (in-app-bar.tsx).
   */
  listen?: { pies: readonly Pie[]; now: Date; visitor: ListenVisitor; target: EpisodeTarget };
}

/** The context the page's own blocks draw with, for the Listen section and the in-app bar. */
function listenContext(options: RenderEpisodePageOptions, lang: PageLang): PageContext | null {
  if (!options.listen) return null;
  const { pies, now, visitor, target } = options.listen;
  return pageContext({
    project: options.project,
    pies,
    now,
    lang,
    visitor,
    pageUrl: options.canonicalUrl,
    episode: target,
  });
}

/** The page's 'Listen' apps as listeners see them now. */
function listenPies(ctx: PageContext, pies: readonly Pie[]): Pie[] {
  return pies.filter(
    (pie) =>
      pie.main_type === 'PODCAST-NETWORK' &&
      pie.sub_type === LISTEN_SUB_TYPE &&
      statusAt(pie, ctx.now) === 'visible',
  );
}

const MAX_DESCRIPTION = 200;

/** ISO 8601 duration for JSON-LD: PT1H2M3S. */
function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

function clip(text: string | null, max: number): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** schema.org PodcastEpisode, part of the show's PodcastSeries. */
function episodeJsonLd(options: RenderEpisodePageOptions, image: string | undefined): string {
  const { episode, show } = options;
  const audio = safeHref(episode.enclosure_url);
  const duration = episode.duration ? isoDuration(episode.duration) : undefined;
  return scriptSafeJson({
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    url: options.canonicalUrl,
    name: episode.title,
    ...(episode.description ? { description: clip(episode.description, 500) } : {}),
    ...(episode.published_at ? { datePublished: episode.published_at } : {}),
    ...(duration ? { duration, timeRequired: duration } : {}),
    ...(image ? { image } : {}),
    ...(audio
      ? {
          audio: {
            '@type': 'AudioObject',
            contentUrl: audio,
            ...(episode.enclosure_type ? { encodingFormat: episode.enclosure_type } : {}),
            ...(duration ? { duration } : {}),
          },
        }
      : {}),
    partOfSeries: { '@type': 'PodcastSeries', name: show.title, url: show.url },
  });
}

/** A time that plays from that moment: seeks in place with JavaScript, reloads there without. */
function TimeLink({ seconds, label }: { seconds: number; label: string }) {
  return (
    <a className="pp-t" href={`?t=${seconds}#t=${seconds}`} data-t={seconds} aria-label={label}>
      {formatClock(seconds)}
    </a>
  );
}

/**
 * One episode of a published page's feed as its own page (/<slug>/<episode-key>): artwork, title,
 * date and length, a native player that works without JavaScript, the show notes (HTML cleaned by
 * the parser's allow-list), its people, chapters and transcript with times that play, and a way
 * back to the show. In the page's colours; its one script only seeks the player.
 */
export function renderEpisodePageHtml(options: RenderEpisodePageOptions): string {
  const lang = options.lang && isPageLang(options.lang) ? options.lang : 'en';
  const t = pageText(lang);
  const { episode, show } = options;
  const image = firstImageSrc(episode.image, show.imageUrl);
  const shareImage = safeImageSrc(options.shareImageUrl) ?? image;
  const audio = safeHref(episode.enclosure_url);
  const date = formatEpisodeDate(episode.published_at, lang);
  const duration = formatDuration(episode.duration, t('minutesUnit'));
  const description = clip(episode.description, MAX_DESCRIPTION);
  const title = `${episode.title} · ${show.title}`;
  const start = options.startAt;
  const playFrom = (seconds: number) => t('playFrom', { time: formatClock(seconds) });
  const ctx = listenContext(options, lang);
  const listen = ctx && options.listen ? listenPies(ctx, options.listen.pies) : [];
  const copiesLink = pageCopiesLink(options.listen?.visitor, options.canonicalUrl);
  const markup = renderToStaticMarkup(
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        <link rel="canonical" href={options.canonicalUrl} />
        <link rel="icon" href={faviconDataUrl(show.title, options.project)} />
        <meta property="og:type" content="article" />
        <meta property="og:title" content={episode.title} />
        <meta property="og:site_name" content={show.title} />
        {description ? <meta property="og:description" content={description} /> : null}
        <meta property="og:url" content={options.canonicalUrl} />
        {shareImage ? <meta property="og:image" content={shareImage} /> : null}
        {audio ? <meta property="og:audio" content={audio} /> : null}
        <meta
          name="twitter:card"
          content={shareImage && shareImage !== image ? 'summary_large_image' : 'summary'}
        />
        <meta name="twitter:title" content={episode.title} />
        {description ? <meta name="twitter:description" content={description} /> : null}
        {shareImage ? <meta name="twitter:image" content={shareImage} /> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant stylesheets */}
        <style dangerouslySetInnerHTML={{ __html: PAGE_CSS + EPISODE_CSS }} />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson
          dangerouslySetInnerHTML={{ __html: episodeJsonLd(options, image) }}
        />
      </head>
      <body>
        <div className="pp" style={pageStyle(options.project)}>
          <main className="pp-col pp-epi">
            {ctx ? <InAppBar ctx={ctx} /> : null}
            <a className="pp-back" href={show.url}>
              ← {show.title}
            </a>
            {image ? (
              <img
                className="pp-epi-art"
                {...(options.artworkUrl
                  ? { src: options.artworkUrl }
                  : sizedUpload(image, 320, 'min(100vw, 320px)'))}
                alt=""
                width={320}
                height={320}
              />
            ) : null}
            <h1>{episode.title}</h1>
            {date || duration ? (
              <p className="pp-epi-meta">
                {date ? <time dateTime={isoDay(episode.published_at)}>{date}</time> : null}
                {date && duration ? ' · ' : null}
                {duration}
              </p>
            ) : null}
            {audio ? (
              // biome-ignore lint/a11y/useMediaCaption: the transcript, when the feed has one, is below
              <audio
                id="pp-player"
                controls
                preload="none"
                src={start !== null ? `${audio}#t=${start}` : audio}
              />
            ) : null}
            {start !== null ? (
              <p className="pp-epi-meta" id="t">
                {t('startsAt', { time: formatClock(start) })}
              </p>
            ) : null}
            {ctx && listen.length > 0 ? <ListenSection pies={listen} ctx={ctx} /> : null}
            {episode.people.length > 0 ? (
              <section aria-label={t('people')}>
                <ul className="pp-people">
                  {episode.people.map((person) => {
                    const photo = firstImageSrc(person.img);
                    const href = safeHref(person.href);
                    const name = href ? <a href={href}>{person.name}</a> : person.name;
                    return (
                      <li key={`${person.name}-${person.role ?? ''}`}>
                        {photo ? (
                          <img src={photo} alt="" width={32} height={32} loading="lazy" />
                        ) : null}
                        <span>
                          {name}
                          {person.role ? ` · ${person.role}` : null}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null}
            {options.chapters && options.chapters.length > 0 ? (
              <section>
                <h2>{t('chapters')}</h2>
                <ol className="pp-ch">
                  {options.chapters.map((chapter) => (
                    <li key={`${chapter.start}-${chapter.title}`}>
                      <TimeLink seconds={chapter.start} label={playFrom(chapter.start)} />{' '}
                      <span>{chapter.title}</span>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
            {episode.notes_html || episode.description ? (
              <section>
                <h2>{t('notes')}</h2>
                {episode.notes_html ? (
                  <div
                    className="pp-notes"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed by the feed parser (safe-html.ts)
                    dangerouslySetInnerHTML={{ __html: episode.notes_html }}
                  />
                ) : (
                  <p className="pp-notes">{episode.description}</p>
                )}
              </section>
            ) : null}
            {options.transcript && options.transcript.length > 0 ? (
              <section>
                <h2>{t('transcript')}</h2>
                <div className="pp-tr">
                  {options.transcript.map((cue, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a transcript is drawn once, never reordered
                    <p key={index}>
                      {cue.start !== null ? (
                        <TimeLink seconds={cue.start} label={playFrom(cue.start)} />
                      ) : null}{' '}
                      <span>
                        {cue.speaker ? <b>{cue.speaker}: </b> : null}
                        {cue.text}
                      </span>
                    </p>
                  ))}
                </div>
              </section>
            ) : null}
            <a className="pp-btn" href={show.url}>
              <span className="pp-btn-label">{t('allEpisodes')}</span>
            </a>
            <footer className="pp-foot">
              <a href="/">{t('madeWith')}</a>
            </footer>
          </main>
        </div>
        {audio ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed constant allowed by hash
          <script dangerouslySetInnerHTML={{ __html: EPISODE_SCRIPT }} />
        ) : null}
        {copiesLink ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed constant allowed by hash
          <script dangerouslySetInnerHTML={{ __html: COPY_LINK_SCRIPT }} />
        ) : null}
        {options.beacon ? (
          <script
            data-url={options.beacon.url}
            data-p={options.beacon.projectId}
            data-k={options.beacon.token}
            data-e={options.beacon.episodeKey}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed constant allowed by hash
            dangerouslySetInnerHTML={{ __html: BEACON_SCRIPT }}
          />
        ) : null}
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
