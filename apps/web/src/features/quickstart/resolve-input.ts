import type { FeedParseResult, PodcastSearchResult } from '@podpie/core';
import { type ChosenShow, sameFeed, showFromFeed, showFromSearchResult } from './chosen-show.ts';
import type { SearchInput } from './search-input.ts';

export type ResolveClient = {
  search(term: string): Promise<PodcastSearchResult[]>;
  parseFeed(url: string): Promise<FeedParseResult>;
};

export type Resolution =
  | { kind: 'options'; options: ChosenShow[] }
  | { kind: 'feed-failed'; url: string };

/**
 * The shows an owner can pick from for what they typed. A name is searched; an Apple Podcasts
 * link is looked up by its id (then by the name in the link, keeping only that id, in case the
 * directory search does not match ids); a feed address is read directly and matched to its
 * directory entry when a search by its title finds the same feed.
 */
export async function resolveSearchInput(
  input: Exclude<SearchInput, { kind: 'empty' }>,
  client: ResolveClient,
): Promise<Resolution> {
  switch (input.kind) {
    case 'term': {
      const results = await client.search(input.term);
      return { kind: 'options', options: results.map(showFromSearchResult) };
    }
    case 'apple-link': {
      const byId = (results: PodcastSearchResult[]) =>
        results.filter((result) => result.trackId === input.itunesId);
      let found = byId(await client.search(String(input.itunesId)));
      if (found.length === 0 && input.term) {
        const named = await client.search(input.term);
        found = byId(named);
        // Better the shows of that name than nothing: the owner will recognise theirs.
        if (found.length === 0) found = named;
      }
      return { kind: 'options', options: found.map(showFromSearchResult) };
    }
    case 'feed': {
      let feed: FeedParseResult;
      try {
        feed = await client.parseFeed(input.url);
      } catch {
        return { kind: 'feed-failed', url: input.url };
      }
      let match: PodcastSearchResult | null = null;
      if (feed.title.trim() !== '') {
        try {
          const results = await client.search(feed.title);
          match =
            results.find((result) => result.feedUrl && sameFeed(result.feedUrl, input.url)) ?? null;
        } catch {
          // The feed alone is enough to build a page; the directory entry only adds links.
        }
      }
      return { kind: 'options', options: [showFromFeed(input.url, feed, match)] };
    }
  }
}
