// One uncached fetch and parse of a feed through the guarded outbound client, with conditional
// GET. The parser endpoints cache on top of it; a feed refresh job can call it directly.
import {
  isOutboundError,
  type OutboundClient,
  type OutboundResponse,
} from '../../../lib/outbound.ts';
import {
  brokenFeed,
  fromOutboundError,
  NOT_A_FEED_MESSAGE,
  ParserError,
  unableToFetch,
} from '../errors.ts';
import { absoluteUrl } from '../shared/http-url.ts';
import { parseDocument } from '../shared/parse-document.ts';
import type { ParsedFeed } from './parse-feed.ts';

const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.5';
const FEED_TYPES = new Set([
  'application/rss+xml',
  'application/atom+xml',
  'application/rdf+xml',
  'application/feed+xml',
]);

/** The validators kept from the last successful fetch. */
export interface FeedValidators {
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchedFeed =
  | { notModified: true; url: string; etag: string | null; lastModified: string | null }
  | {
      notModified: false;
      url: string;
      etag: string | null;
      lastModified: string | null;
      feed: ParsedFeed;
    };

const download = async (
  outbound: OutboundClient,
  uri: string,
  validators: FeedValidators,
): Promise<OutboundResponse> => {
  try {
    const response = await outbound.request({
      url: uri,
      kind: 'feed',
      headers: { accept: FEED_ACCEPT },
      etag: validators.etag ?? null,
      lastModified: validators.lastModified ?? null,
    });
    if (!response.notModified && (response.status < 200 || response.status >= 300)) {
      throw unableToFetch(uri, `it answered ${response.status}`);
    }
    return response;
  } catch (error) {
    if (isOutboundError(error)) throw fromOutboundError(error, uri);
    throw error;
  }
};

type FeedRead = { feed: ParsedFeed } | { notAFeed: true; alternate: string | null };

// A web page instead of a feed: its declared feed (<link rel="alternate" type=rss>) is followed once.
const readFeed = async (response: OutboundResponse): Promise<FeedRead> => {
  const outcome = await parseDocument(response, 'feed');
  if (outcome.type === 'feed') return { feed: outcome.feed };
  if (outcome.type === 'broken') throw new ParserError('broken_feed', brokenFeed(outcome.reason));
  if (outcome.type !== 'not-a-feed') throw new ParserError('not_a_feed', NOT_A_FEED_MESSAGE);
  const link = outcome.links.find(
    (entry) => entry.rel.includes('alternate') && entry.type !== null && FEED_TYPES.has(entry.type),
  );
  return { notAFeed: true, alternate: absoluteUrl(link?.href, response.url) };
};

/**
 * Fetches and parses `uri`. Answers notModified when the validators still match; throws
 * ParserError (422 not a feed, 502 unreachable, 400/422 refused address).
 */
export const fetchFeed = async (
  outbound: OutboundClient,
  uri: string,
  validators: FeedValidators = {},
): Promise<FetchedFeed> => {
  const response = await download(outbound, uri, validators);
  const meta = { url: response.url, etag: response.etag, lastModified: response.lastModified };
  if (response.notModified) return { notModified: true, ...meta };
  const first = await readFeed(response);
  if ('feed' in first) return { notModified: false, ...meta, feed: first.feed };
  if (first.alternate && first.alternate !== response.url) {
    // The user gave a page, not a feed: a feed it declares but that cannot be had is still the
    // page's fault (422), not an outage on our side (502).
    const second = await download(outbound, first.alternate, {}).catch((error: unknown) => {
      if (error instanceof ParserError && error.code === 'upstream_failed') return null;
      throw error;
    });
    if (!second) throw new ParserError('not_a_feed', NOT_A_FEED_MESSAGE);
    const read = await readFeed(second);
    if ('feed' in read) {
      return {
        notModified: false,
        url: second.url,
        etag: second.etag,
        lastModified: second.lastModified,
        feed: read.feed,
      };
    }
  }
  throw new ParserError('not_a_feed', NOT_A_FEED_MESSAGE);
};
