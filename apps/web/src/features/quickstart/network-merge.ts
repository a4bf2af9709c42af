import { type DirectoryName, findDirectory, isHttpUrl, type NetworkLink } from '@podpie/core';

const squash = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Other spellings the directory lookups answer with for places of the catalogue. */
const ALIASES: Record<string, DirectoryName> = {
  APPLEPODCASTS: 'APPLE-PODCAST',
  APPLE: 'APPLE-PODCAST',
  ITUNES: 'APPLE-PODCAST',
  GOOGLEPODCASTS: 'GOOGLE-PODCAST',
  GOOGLE: 'GOOGLE-PODCAST',
  POCKETCASTS: 'POCKETCAST',
  RSSFEED: 'RSS',
  FEED: 'RSS',
  IHEARTRADIO: 'IHEART',
  AMAZON: 'AMAZON_MUSIC',
};

/** The catalogue's directory name for a name a lookup answered with, or null for other places. */
export function toDirectoryName(name: string): DirectoryName | null {
  return findDirectory(name)?.name ?? ALIASES[squash(name)] ?? null;
}

/**
 * One link per directory from the answers of every lookup, in the order the lookups ran: the
 * first usable address found for a directory wins, names outside the catalogue and addresses
 * that are not http(s) are left out.
 */
export function mergeNetworks(lists: readonly (readonly NetworkLink[])[]): NetworkLink[] {
  const merged = new Map<DirectoryName, string>();
  for (const list of lists) {
    for (const link of list) {
      const name = toDirectoryName(link.name);
      const url = link.url.trim();
      if (!name || merged.has(name) || !isHttpUrl(url)) continue;
      merged.set(name, url);
    }
  }
  return [...merged].map(([name, url]) => ({ name, url }));
}
