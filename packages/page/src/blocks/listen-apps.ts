import {
  appleShowId,
  type EpisodeTarget,
  episodeLinkFor,
  findDirectory,
  LISTEN_SUB_TYPE,
  type ListenDevice,
  type Logo,
  logoFor,
  orderForDevice,
  type Pie,
  universalEpisodeLink,
} from '@podpie/core';
import { safeHref } from '../safe-href.ts';

/** One listening app of the page: its block, where it leads, its name and its brand mark. */
export interface ListenApp {
  pie: Pie;
  href: string | undefined;
  label: string;
  logo: Logo | undefined;
  /** On an episode's page: the link opens the episode itself, not only the show. */
  atEpisode?: boolean;
}

const isRss = (pie: Pie) => findDirectory(pie.name)?.name === 'RSS';

/**
 * The page's listening apps in the order this visitor should see them: every directory entry with
 * a usable link, except the RSS feed (offered on its own) and directories that have shut down,
 * whose links lead nowhere. The editor draws the same list, so its preview is what listeners get.
 */
export function listenApps(
  pies: readonly Pie[],
  device: ListenDevice,
  episode?: EpisodeTarget,
): ListenApp[] {
  const linked = pies.filter(
    (pie) => isOpenDirectory(pie) && safeHref(pie.link_value) !== undefined,
  );
  const apps = orderForDevice(linked, device).map(listenApp);
  return episode ? apps.map((app) => forEpisode(app, episode)) : apps;
}

/** The app's link for the episode (core's episodeLinkFor), where its link form allows one. */
function forEpisode(app: ListenApp, episode: EpisodeTarget): ListenApp {
  const link = episodeLinkFor(app.pie, episode);
  const href = link ? safeHref(link.href) : undefined;
  return href ? { ...app, href, atEpisode: link?.atEpisode ?? false } : app;
}

/**
 * pod.link's page for the episode, for any app the page does not list: the show's Apple id
 * (from its Apple Podcasts entry) and the episode's guid; undefined without either.
 */
export function universalEpisodeHref(
  pies: readonly Pie[],
  episode: EpisodeTarget | undefined,
): string | undefined {
  if (!episode) return undefined;
  return safeHref(universalEpisodeLink(appleShowId(pies), episode.guid) ?? undefined);
}

/**
 * The directories the owner added but has not linked yet. Listeners never see them; the editor
 * draws them after the strip, dimmed, asking for the link (frame.tsx).
 */
export function unlinkedApps(pies: readonly Pie[]): ListenApp[] {
  return pies
    .filter((pie) => isOpenDirectory(pie) && safeHref(pie.link_value) === undefined)
    .map(listenApp);
}

function isOpenDirectory(pie: Pie): boolean {
  if (pie.main_type !== 'PODCAST-NETWORK' || isRss(pie)) return false;
  return !findDirectory(pie.name)?.closed;
}

function listenApp(pie: Pie): ListenApp {
  const directory = findDirectory(pie.name);
  const logo = logoFor(pie.icon_name) ?? logoFor(directory?.icon_name);
  const label = directory?.label ?? logo?.label ?? pie.title ?? pie.name ?? '';
  return { pie, href: safeHref(pie.link_value), label, logo };
}

/** The show's feed: the RSS directory entry, else the first episode list on the page. */
export function showFeed(
  pies: readonly Pie[],
  episodeFeed: string | undefined,
): string | undefined {
  return safeHref(pies.find(isRss)?.link_value) ?? safeHref(episodeFeed);
}

/** True when the page draws its directories as the 'Listen' strip rather than a "Listen on" list. */
export function hasListenStrip(pies: readonly Pie[]): boolean {
  return pies.some(
    (pie) => pie.main_type === 'PODCAST-NETWORK' && pie.sub_type === LISTEN_SUB_TYPE,
  );
}
