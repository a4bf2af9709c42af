import {
  type Episode,
  episodeKey,
  type FeedSubType,
  feedItemCount,
  feedLinksToEpisodePages,
  feedSubTypeOf,
  isFeedPie,
  type Pie,
} from '@podpie/core';
import type { BlockProps } from '../block-props.ts';
import type { PageContext } from '../context.ts';
import { formatDuration, formatEpisodeDate, isoDay } from '../format.ts';
import { Frame } from '../frame.tsx';
import { cssUrl } from '../page-style.ts';
import { firstImageSrc, safeHref } from '../safe-href.ts';
import { plainText, titleStyle } from '../text-style.ts';
import { MaybeLink } from './link-input.tsx';

/** The newest episodes of the block's feed, as many as it asks for. */
export function feedEpisodes(pie: Pie, ctx: PageContext): readonly Episode[] {
  const feed = pie.link_value?.trim();
  if (!feed) return [];
  return (ctx.episodes[feed] ?? []).slice(0, feedItemCount(pie.value));
}

type EpisodeLook = 'row' | 'card' | 'tile';

/** The episode's page on Podpie (the block's default), else its own web page or audio file. */
function episodeHref(episode: Episode, pie: Pie, ctx: PageContext): string | undefined {
  const slug = ctx.project.slug?.trim();
  if (slug && feedLinksToEpisodePages(pie)) {
    return `/${encodeURIComponent(slug)}/${episodeKey(episode)}`;
  }
  return safeHref(episode.link) ?? safeHref(episode.enclosure_url);
}

const ARTWORK_PX: Record<EpisodeLook, number> = { row: 56, card: 96, tile: 220 };

function EpisodeItem({
  episode,
  pie,
  ctx,
  look,
}: {
  episode: Episode;
  pie: Pie;
  ctx: PageContext;
  look: EpisodeLook;
}) {
  const showArtwork = firstImageSrc(pie.image_url, pie.artwork_cdnUrl, ctx.project.artwork_cdnUrl);
  const artwork = firstImageSrc(episode.image) ?? showArtwork;
  const date = formatEpisodeDate(episode.published_at, ctx.lang);
  const duration = formatDuration(episode.duration, ctx.t('minutesUnit'));
  const size = ARTWORK_PX[look];
  const summary = look === 'card' ? plainText(episode.description, 160) : '';
  return (
    <li>
      <MaybeLink href={episodeHref(episode, pie, ctx)} className="pp-card pp-ep">
        {artwork ? (
          // An episode picture that fails to load leaves the show's artwork behind it in view.
          <span
            className="pp-ep-art"
            style={
              showArtwork && showArtwork !== artwork
                ? { backgroundImage: cssUrl(showArtwork) }
                : undefined
            }
          >
            <img src={artwork} alt="" width={size} height={size} loading="lazy" decoding="async" />
          </span>
        ) : (
          <span className="pp-ph" aria-hidden="true" />
        )}
        <span className="pp-ep-body">
          <strong>{episode.title}</strong>
          {date || duration ? (
            <span className="pp-ep-meta">
              {date ? <time dateTime={isoDay(episode.published_at)}>{date}</time> : null}
              {date && duration ? ' · ' : null}
              {duration}
            </span>
          ) : null}
          {summary ? <span className="pp-ep-desc">{summary}</span> : null}
        </span>
      </MaybeLink>
    </li>
  );
}

function EpisodeList({
  episodes,
  pie,
  ctx,
  look,
}: {
  episodes: readonly Episode[];
  pie: Pie;
  ctx: PageContext;
  look: EpisodeLook;
}) {
  if (episodes.length === 0) return null;
  return (
    <ul className={`pp-eps pp-eps-${look}`}>
      {episodes.map((episode, index) => (
        <EpisodeItem
          key={episode.guid ?? `${index}-${episode.title}`}
          episode={episode}
          pie={pie}
          ctx={ctx}
          look={look}
        />
      ))}
    </ul>
  );
}

const LOOKS: Record<Exclude<FeedSubType, 'MIX-CARD-TILE'>, EpisodeLook> = {
  THUMBNAIL: 'row',
  CARD: 'card',
  TILE: 'tile',
};

/** The latest episodes of a feed in one of four layouts, or a friendly note when there are none. */
export function PodcastFeed({ pies, ctx }: BlockProps) {
  return pies.filter(isFeedPie).map((pie) => {
    const layout = feedSubTypeOf(pie);
    const episodes = feedEpisodes(pie, ctx);
    return (
      <Frame
        key={pie.id}
        ctx={ctx}
        pie={pie}
        as="section"
        className={`pp-feed pp-feed-${layout.toLowerCase()}`}
      >
        <h2 style={titleStyle(pie)}>{pie.title || ctx.t('latestEpisodes')}</h2>
        {episodes.length === 0 ? (
          <p className="pp-feed-empty">{ctx.t('noEpisodes')}</p>
        ) : layout === 'MIX-CARD-TILE' ? (
          <>
            {/* Mix: the newest episode as a card, the rest as tiles beneath it. */}
            <EpisodeList episodes={episodes.slice(0, 1)} pie={pie} ctx={ctx} look="card" />
            <EpisodeList episodes={episodes.slice(1)} pie={pie} ctx={ctx} look="tile" />
          </>
        ) : (
          <EpisodeList episodes={episodes} pie={pie} ctx={ctx} look={LOOKS[layout]} />
        )}
      </Frame>
    );
  });
}
