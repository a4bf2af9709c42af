import { type DirectoryName, findDirectory } from '../catalogue/directories.ts';
import { FEED_VALUE_DEFAULT } from '../constants.ts';
import type { NetworkLink } from '../entities/parsing.ts';
import { piesFromDefaults } from '../pie/defaults.ts';
import { MAX_TITLE_LENGTH, makePie, type Pie, type PieInput } from '../pie/schema.ts';
import { nextSortOrder } from '../pie/sort-order.ts';
import { type Random, tempId } from '../pie/temp-id.ts';
import { isHttpUrl } from '../shared/url.ts';

export interface FeedImport {
  /** The show's RSS feed address. */
  feedUrl: string;
  /** The show's name from the directory search. */
  trackName: string;
  /** The show's artwork address, if any. */
  artworkUrl: string | null;
  /** Where the show is listed: directory name and the show's address there. */
  networks: readonly NetworkLink[];
}

export const HEADER_TITLE_NAME = 'TITLE-AND-DESCRIPTION';
export const PLATFORM_BADGE_DESCRIPTION = 'Listen on';
/** Directories that get a "Listen on" badge when the show is listed there, in this order. */
export const IMPORTED_BADGE_DIRECTORIES: readonly DirectoryName[] = [
  'APPLE-PODCAST',
  'GOOGLE-PODCAST',
  'SPOTIFY',
];
export const IMPORTED_FEED_SUB_TYPE = 'THUMBNAIL';

const usable = (url: string | null | undefined): string | null =>
  url && isHttpUrl(url) ? url.trim() : null;

/** The show's address on each directory, first usable link per directory. */
function directoryLinks(networks: readonly NetworkLink[]): Map<DirectoryName, string> {
  const links = new Map<DirectoryName, string>();
  for (const network of networks) {
    const directory = findDirectory(network.name);
    const url = usable(network.url);
    if (directory && url && !links.has(directory.name)) links.set(directory.name, url);
  }
  return links;
}

/**
 * Feed import for the quick start (SPEC.md §4): every messenger and social entry; the podcast
 * entries with their links filled from the matching networks; then, each at the next sort_order,
 * a HEADER-TITLE titled with the show's name, a "Listen on" PLATFORM-BADGE for each of Apple
 * Podcasts, Google Podcasts and Spotify that has a link (in that order), and a PODCAST-FEED
 * listing 3 episodes as thumbnails with the show's artwork.
 */
export function importFeed(source: FeedImport, random: Random): Pie[] {
  const links = directoryLinks(source.networks);
  const pies = piesFromDefaults(random).map((pie) => {
    const link = pie.main_type === 'PODCAST-NETWORK' ? findLink(links, pie.name) : undefined;
    return link ? { ...pie, link_value: link } : pie;
  });

  const append = (fields: Omit<PieInput, 'id' | 'sort_order'>) => {
    pies.push(makePie({ ...fields, id: tempId(random), sort_order: nextSortOrder(pies) }));
  };

  append({
    main_type: 'HEADER-TITLE',
    modal_title: HEADER_TITLE_NAME,
    name: HEADER_TITLE_NAME,
    title: source.trackName.trim().slice(0, MAX_TITLE_LENGTH),
  });
  for (const name of IMPORTED_BADGE_DIRECTORIES) {
    const url = links.get(name);
    const directory = findDirectory(name);
    if (!url || !directory) continue;
    append({
      main_type: 'PLATFORM-BADGE',
      name,
      description: PLATFORM_BADGE_DESCRIPTION,
      link_value: url,
      icon_group: directory.icon_group,
      icon_name: directory.icon_name,
    });
  }
  append({
    main_type: 'PODCAST-FEED',
    sub_type: IMPORTED_FEED_SUB_TYPE,
    value: FEED_VALUE_DEFAULT,
    image_url: usable(source.artworkUrl),
    link_value: usable(source.feedUrl),
  });
  return pies;
}

function findLink(links: Map<DirectoryName, string>, name: string | null): string | undefined {
  const directory = findDirectory(name);
  return directory ? links.get(directory.name) : undefined;
}
