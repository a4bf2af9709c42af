import {
  ALL_DIRECTORY_TEMPLATES,
  type DirectoryName,
  findDirectory,
} from '../catalogue/directories.ts';
import { TIP_TEMPLATES, type TipName, type TipTemplate } from '../catalogue/tips.ts';
import { FEED_VALUE_DEFAULT } from '../constants.ts';
import type { NetworkLink } from '../entities/parsing.ts';
import { LISTEN_SUB_TYPE } from '../listen/listen.ts';
import { piesFromDefaults } from '../pie/defaults.ts';
import { mergeNetworkPies } from '../pie/merge-networks.ts';
import { MAX_TITLE_LENGTH, makePie, type Pie, type PieInput } from '../pie/schema.ts';
import { nextSortOrder } from '../pie/sort-order.ts';
import { type Random, tempId } from '../pie/temp-id.ts';
import { pieFromTemplate } from '../pie/template.ts';
import { DEFAULT_AUTHORS_SUB_TYPE } from '../pie/types.ts';
import { isHttpUrl } from '../shared/url.ts';

/** Podcasting 2.0 facts of the feed that a starter page can show. */
export interface FeedExtras {
  /** podcast:funding links. */
  funding?: ReadonlyArray<{ url: string; title: string | null }>;
  /** podcast:person entries of the channel. */
  people?: ReadonlyArray<{ name: string; role: string | null; img: string | null }>;
  /** The newest podcast:trailer. */
  trailer?: { url: string; title: string | null } | null;
}

export interface FeedImport extends FeedExtras {
  /** The show's RSS feed address. */
  feedUrl: string;
  /** The show's name from the directory search. */
  trackName: string;
  /** The show's artwork address, if any. */
  artworkUrl: string | null;
  /** Where the show is listed: directory name and the show's address there. */
  networks: readonly NetworkLink[];
  /** The feed's description of the show (often HTML); it becomes the header's words. */
  description?: string | null;
}

/** A starter header keeps a few sentences, not a feed's whole blurb. */
const STARTER_DESCRIPTION_LENGTH = 400;

/** A feed description as plain words: tags and entities out, whitespace folded, kept short. */
export function showDescription(html: string | null | undefined): string | null {
  if (!html) return null;
  const text = html
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > STARTER_DESCRIPTION_LENGTH
    ? `${text.slice(0, STARTER_DESCRIPTION_LENGTH - 1).trimEnd()}…`
    : text;
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
  // A starter page lists the show's apps as a 'Listen' section, in each visitor's device order.
  const listen = { sub_type: LISTEN_SUB_TYPE };
  const defaults = piesFromDefaults(random).map((pie) =>
    pie.main_type === 'PODCAST-NETWORK' ? { ...pie, ...listen } : pie,
  );
  // Where the show is listed, in catalogue order: the defaults take these links, and directories
  // newer than SPEC.md's list join the page only where the show is actually listed.
  const listed = ALL_DIRECTORY_TEMPLATES.flatMap((template) => {
    const link = links.get(template.name);
    return link
      ? [pieFromTemplate(template, tempId(random), 0, { ...listen, link_value: link })]
      : [];
  });
  const pies = mergeNetworkPies(defaults, listed);

  const append = (fields: Omit<PieInput, 'id' | 'sort_order'>) => {
    pies.push(makePie({ ...fields, id: tempId(random), sort_order: nextSortOrder(pies) }));
  };

  append({
    main_type: 'HEADER-TITLE',
    modal_title: HEADER_TITLE_NAME,
    name: HEADER_TITLE_NAME,
    title: source.trackName.trim().slice(0, MAX_TITLE_LENGTH),
    description: showDescription(source.description),
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
  appendExtras(source, append);
  append({
    main_type: 'PODCAST-FEED',
    sub_type: IMPORTED_FEED_SUB_TYPE,
    value: FEED_VALUE_DEFAULT,
    image_url: usable(source.artworkUrl),
    link_value: usable(source.feedUrl),
  });
  return pies;
}

/** Funding hosts a tip badge knows, by the address's host name. */
const TIP_HOSTS: ReadonlyArray<[pattern: RegExp, name: TipName]> = [
  [/(^|\.)patreon\.com$/, 'Patreon'],
  [/(^|\.)buymeacoffee\.com$/, 'Buy me a coffee'],
  [/(^|\.)ko-fi\.com$/, 'Ko-fi'],
  [/(^|\.)cash\.app$/, 'Square Cash'],
  [/(^|\.)venmo\.com$/, 'Venmo'],
  [/(^|\.)paypal\.(me|com)$/, 'Paypal'],
];

const MAX_IMPORTED_TIPS = 6;
const MAX_IMPORTED_AUTHORS = 6;
/** Roles of people who make the show, as opposed to guests of one episode. */
const HOST_ROLES = new Set(['host', 'co-host', 'cohost', 'producer', 'creator']);

function tipTemplateFor(url: string): TipTemplate | undefined {
  const host = new URL(url).hostname.toLowerCase();
  const name = TIP_HOSTS.find(([pattern]) => pattern.test(host))?.[1];
  return TIP_TEMPLATES.find((template) => template.name === name);
}

/**
 * Podcasting 2.0 on the starter page: a tip badge for each funding link (the service's own badge
 * where known), the hosts as authors with their pictures, and the trailer, which the page draws as a
 * small player.
 */
function appendExtras(
  source: FeedExtras,
  append: (fields: Omit<PieInput, 'id' | 'sort_order'>) => void,
): void {
  for (const funding of (source.funding ?? []).slice(0, MAX_IMPORTED_TIPS)) {
    const url = usable(funding.url);
    if (!url) continue;
    const template = tipTemplateFor(url);
    append({
      main_type: 'TIP-US-BADGE',
      name: template?.name ?? null,
      title: template ? null : (funding.title?.slice(0, MAX_TITLE_LENGTH) ?? new URL(url).hostname),
      description: template?.description ?? 'Support us',
      link_value: url,
      icon_group: template?.icon_group ?? null,
      icon_name: template?.icon_name ?? null,
    });
  }
  const hosts = (source.people ?? []).filter((person) => HOST_ROLES.has(person.role ?? 'host'));
  for (const person of hosts.slice(0, MAX_IMPORTED_AUTHORS)) {
    append({
      main_type: 'AUTHORS',
      sub_type: DEFAULT_AUTHORS_SUB_TYPE,
      title: person.name.slice(0, MAX_TITLE_LENGTH),
      description: person.role ? person.role.charAt(0).toUpperCase() + person.role.slice(1) : null,
      image_url: usable(person.img),
    });
  }
  const trailer = usable(source.trailer?.url);
  if (trailer) {
    append({
      main_type: 'LINK-INPUT',
      title: (source.trailer?.title ?? 'Trailer').slice(0, MAX_TITLE_LENGTH),
      link_value: trailer,
    });
  }
}
