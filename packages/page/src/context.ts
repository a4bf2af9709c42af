import type { Episode, EpisodeTarget, ListenVisitor, Pie, ProjectStyle } from '@podpie/core';
import type { CSSProperties, ReactNode } from 'react';
import type { PageLang } from './format.ts';
import type { IconResolver } from './icons/icon-shape.ts';

/**
 * The project fields a page needs: the style an owner edits plus, once published, its slug (the
 * sign-up form posts to /<slug>/subscribe). A stored Project fits, and so does an editor draft.
 */
export type PageProject = ProjectStyle & { slug?: string | null };

/** 'public' draws what a listener sees; 'editor' draws every block, dimming the ones they won't. */
export type PageMode = 'public' | 'editor';

/** Why the editor dims a block: listeners don't see it at `now`. */
export type BlockStatus = 'visible' | 'hidden' | 'scheduled' | 'ended';

/**
 * Wraps a block (or one item of an icon row, badge grid or author row) in the editor. `width` is
 * the block's share of a grid row (badges side by side): the wrapper, being the grid's item, must
 * take it, or the block is squeezed to its content. `listItem`: the block is an item of a list,
 * so the wrapper must be the <li> (the block inside it is then drawn as a <div>).
 */
export type BlockWrapper = (
  pie: Pie,
  children: ReactNode,
  status: BlockStatus,
  width?: CSSProperties['width'],
  listItem?: boolean,
) => ReactNode;

/** Everything a block component reads besides its own pies. */
export interface PageContext {
  project: PageProject;
  episodes: Readonly<Record<string, readonly Episode[]>>;
  now: Date;
  lang: PageLang;
  mode: PageMode;
  /** A page string in `lang`. */
  t: (key: PageTextKey, vars?: Record<string, string | number>) => string;
  icon: IconResolver;
  statusOf: (pie: Pie) => BlockStatus;
  onBlockClick: ((pie: Pie) => void) | undefined;
  renderBlockWrapper: BlockWrapper | undefined;
  /** Public page with analytics: each block carries its id for the beacon's click count. */
  track?: boolean;
  /** Who is looking: orders the 'Listen' section's apps; 'other' in the editor. */
  visitor: ListenVisitor;
  /**
   * On an episode's page: the episode its 'Listen' section links to (each app at the episode
   * where its link form allows, see core's episodeAppLinks); the show page has none.
   */
  episode?: EpisodeTarget | undefined;
  /** The page's own public address, for 'Open in browser'; unknown in the editor. */
  pageUrl: string | undefined;
  /** The show's feed: the first episode list's address, if the page has one. */
  feedUrl: string | undefined;
  /**
   * The directories the page's 'Listen' strip links to (by catalogue name): a "Listen on" badge
   * for one of them says the same thing twice, so listeners don't get it.
   */
  listening: ReadonlySet<string>;
}

/** The strings a page draws itself (everything else is the owner's own text); see text.ts. */
export type PageTextKey =
  | 'listenOn'
  | 'days'
  | 'hours'
  | 'minutes'
  | 'seconds'
  | 'expired'
  | 'minutesUnit'
  | 'noEpisodes'
  | 'latestEpisodes'
  | 'emailLabel'
  | 'emailPlaceholder'
  | 'subscribeTitle'
  | 'subscribeButton'
  | 'subscribeSuccess'
  | 'subscribeCheckInbox'
  | 'subscribeError'
  | 'honeypot'
  | 'authors'
  | 'directories'
  | 'socials'
  | 'messengers'
  | 'hidden'
  | 'scheduled'
  | 'ended'
  | 'addLink'
  | 'video'
  | 'playVideo'
  | 'audio'
  | 'madeWith'
  | 'listen'
  | 'moreApps'
  | 'allApps'
  | 'backToPage'
  | 'inListen'
  | 'becomePatron'
  | 'supportUs'
  | 'trueSupporter'
  | 'copyFeed'
  | 'openInBrowser'
  | 'inAppHint'
  | 'chapters'
  | 'transcript'
  | 'people'
  | 'startsAt'
  | 'playFrom'
  | 'allEpisodes'
  | 'notes'
  | 'inAppLeave'
  | 'copyLink'
  | 'linkCopied'
  | 'otherApps';
