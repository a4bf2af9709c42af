import { DIRECTORY_TEMPLATES, isHttpUrl } from '@podpie/core';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { pies } from '../../db/schema.ts';

/** One podcast-directory link of a page, as the health job checks it. */
export type DirectoryLink = {
  networkId: number;
  label: string;
  /** The address as the URL parser writes it, so two spellings of one address are one link. */
  url: string;
  /**
   * Apple Podcasts and Spotify answer a removed show with a 200 page that says so, so their page
   * is fetched and read; other links are asked with HEAD.
   */
  readBody: boolean;
};

const LABELS = new Map<string, string>(
  DIRECTORY_TEMPLATES.map((template) => [template.name, template.label]),
);
const SOFT_404_NAMES = new Set(['APPLE-PODCAST', 'SPOTIFY', 'apple_podcast', 'spotify']);
const SOFT_404_HOSTS = new Set(['podcasts.apple.com', 'itunes.apple.com', 'open.spotify.com']);

type LinkPie = Pick<
  typeof pies.$inferSelect,
  'id' | 'main_type' | 'name' | 'title' | 'icon_name' | 'link_value'
>;

const hostOf = (url: string): string => new URL(url).hostname.toLowerCase();

/** The label a user knows the link by: the directory's name, or the badge's title. */
function labelOf(pie: LinkPie): string {
  if (pie.main_type === 'PODCAST-NETWORK') return LABELS.get(pie.name ?? '') ?? pie.name ?? '';
  return pie.title?.trim() || pie.name?.trim() || hostOf(pie.link_value ?? '');
}

/** The checkable link of a PODCAST-NETWORK entry or PLATFORM-BADGE, or null without an address. */
export function directoryLinkOf(pie: LinkPie): DirectoryLink | null {
  const written = pie.link_value?.trim() ?? '';
  if (!isHttpUrl(written)) return null;
  const url = addressKey(written);
  const readBody =
    SOFT_404_NAMES.has(pie.name ?? '') ||
    SOFT_404_NAMES.has(pie.icon_name ?? '') ||
    SOFT_404_HOSTS.has(hostOf(url));
  return { networkId: pie.id, label: labelOf(pie) || url, url, readBody };
}

/** One spelling per address: what the URL parser makes of it (host case, default port, "/"). */
export function addressKey(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * Every address a project's directory links point at, once, in page order: a badge and a
 * directory entry with one address are one link, named by the first of them.
 */
export async function directoryLinksOfProject(
  db: Queryable,
  projectId: number,
): Promise<DirectoryLink[]> {
  const rows = await db
    .select({
      id: pies.id,
      main_type: pies.main_type,
      name: pies.name,
      title: pies.title,
      icon_name: pies.icon_name,
      link_value: pies.link_value,
    })
    .from(pies)
    .where(
      and(
        eq(pies.projectId, projectId),
        inArray(pies.main_type, ['PODCAST-NETWORK', 'PLATFORM-BADGE']),
        isNotNull(pies.link_value),
      ),
    )
    .orderBy(asc(pies.sort_order), asc(pies.id));
  const byAddress = new Map<string, DirectoryLink>();
  for (const row of rows) {
    const link = directoryLinkOf(row);
    if (link && !byAddress.has(link.url)) byAddress.set(link.url, link);
  }
  return [...byAddress.values()];
}
