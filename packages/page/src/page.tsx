import {
  ANY_VISITOR,
  type Episode,
  type EpisodeTarget,
  findDirectory,
  type ListenVisitor,
  type Pie,
} from '@podpie/core';
import { hasListenStrip, listenApps } from './blocks/listen-apps.ts';
import type { BlockWrapper, PageContext, PageMode, PageProject } from './context.ts';
import { designClasses } from './design.ts';
import { feedUrls } from './feeds.ts';
import { isPageLang, type PageLang } from './format.ts';
import { builtInIcon } from './icons/font-awesome.ts';
import type { IconResolver } from './icons/icon-shape.ts';
import { InAppBar } from './in-app-bar.tsx';
import { pageStyle } from './page-style.ts';
import { BLOCKS } from './registry.ts';
import { statusAt } from './rules.ts';
import { pageSections } from './sections.ts';
import { pageText } from './text.ts';

export interface PageProps {
  project: PageProject;
  pies: readonly Pie[];
  /** Cached episodes by feed address (a PODCAST-FEED block's link_value), newest first. */
  episodes?: Readonly<Record<string, readonly Episode[]>>;
  /** The moment the page is drawn for: schedules and countdowns are evaluated at it. */
  now: Date;
  lang?: PageLang;
  /** 'public' (default) leaves out hidden and off-schedule blocks; 'editor' dims them. */
  mode?: PageMode;
  /** Draws icons beyond the built-in few (pass `allIcons` from '@podpie/page/all-icons'). */
  icons?: IconResolver;
  /** Editor only: a click (or Enter) on a block calls this instead of following its links. */
  onBlockClick?: (pie: Pie) => void;
  /** Editor only: wraps each block or row item, e.g. to add a drag handle. */
  renderBlockWrapper?: BlockWrapper;
  /** Public page with analytics: mark each block for the beacon (see BEACON_SCRIPT). */
  track?: boolean;
  /** Public page: the visitor's device, which orders the 'Listen' section. */
  visitor?: ListenVisitor;
  /** Public page: its own address, for the in-app browser's 'Open in browser'. */
  pageUrl?: string;
  /** An episode's page: its 'Listen' section leads to this episode (listen-apps.ts). */
  episode?: EpisodeTarget;
}

const NO_EPISODES: Readonly<Record<string, readonly Episode[]>> = {};
const NONE: ReadonlySet<string> = new Set();

/** The catalogue names of the directories a shown 'Listen' strip links to (see PageContext). */
function listeningDirectories(shown: readonly Pie[]): ReadonlySet<string> {
  if (!hasListenStrip(shown)) return NONE;
  const names = listenApps(shown, 'other').map(({ pie }) => findDirectory(pie.name)?.name);
  return new Set(names.filter((name) => name !== undefined));
}

/**
 * What every block of a page reads besides its own pies (PageContext), from the page's props;
 * the page itself and an episode's page (episode-page.tsx) draw with it.
 */
export function pageContext({
  project,
  pies,
  episodes = NO_EPISODES,
  now,
  lang = 'en',
  mode = 'public',
  icons,
  onBlockClick,
  renderBlockWrapper,
  track = false,
  visitor = ANY_VISITOR,
  pageUrl,
  episode,
}: PageProps): PageContext {
  const language = isPageLang(lang) ? lang : 'en';
  const statusOf = (pie: Pie) => statusAt(pie, now);
  const shown = mode === 'editor' ? pies : pies.filter((pie) => statusOf(pie) === 'visible');
  return {
    project,
    episodes,
    now,
    lang: language,
    mode,
    t: pageText(language),
    icon: icons ? (group, name) => icons(group, name) ?? builtInIcon(group, name) : builtInIcon,
    statusOf,
    onBlockClick: mode === 'editor' ? onBlockClick : undefined,
    renderBlockWrapper: mode === 'editor' ? renderBlockWrapper : undefined,
    track: mode === 'public' && track,
    visitor: mode === 'editor' ? ANY_VISITOR : visitor,
    pageUrl: mode === 'editor' ? undefined : pageUrl,
    episode: mode === 'editor' ? undefined : episode,
    feedUrl: feedUrls(pies)[0],
    listening: listeningDirectories(shown),
  };
}

/**
 * A podcast's page drawn from { project, pies, episodes, now }: the same markup on the server
 * (renderToString) and in the editor's live preview. No data fetching and no browser-only hooks.
 */
export function Page(props: PageProps) {
  const { project, pies, mode = 'public' } = props;
  const ctx = pageContext(props);
  const sections = pageSections(pies, ctx.statusOf, mode);
  return (
    <div
      className={[
        'pp',
        mode === 'editor' ? 'pp-editor' : null,
        ...designClasses(project.design ?? null),
      ]
        .filter(Boolean)
        .join(' ')}
      style={pageStyle(project)}
    >
      <main className="pp-col">
        <InAppBar ctx={ctx} />
        {sections.map((section) => {
          const Block = BLOCKS[section.mainType];
          return <Block key={section.key} pies={section.pies} ctx={ctx} />;
        })}
        <footer className="pp-foot">
          {/* The page is served from the product's own address, so its home is "/". In the
              editor the preview must not navigate away. */}
          {mode === 'editor' ? ctx.t('madeWith') : <a href="/">{ctx.t('madeWith')}</a>}
        </footer>
      </main>
    </div>
  );
}
