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
import { scanPage } from '../link/scan-page.ts';
import { decodeDocument } from '../shared/charset.ts';
import { absoluteUrl } from '../shared/http-url.ts';
import { BrokenFeedError, NotAFeedError, type ParsedFeed, parseFeed } from './parse-feed.ts';

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

const parseResponse = (response: OutboundResponse): ParsedFeed => {
  try {
    return parseFeed(decodeDocument(response.body, 'xml', response.contentType), {
      url: response.url,
    });
  } catch (error) {
    if (error instanceof BrokenFeedError) throw new ParserError(422, brokenFeed(error.reason));
    throw error;
  }
};

// A web page instead of a feed: follow its declared feed (<link rel="alternate" type=rss>) once.
const declaredFeed = (response: OutboundResponse): string | null => {
  const signals = scanPage(decodeDocument(response.body, 'html', response.contentType));
  const link = signals.links.find(
    (entry) => entry.rel.includes('alternate') && entry.type !== null && FEED_TYPES.has(entry.type),
  );
  return absoluteUrl(link?.href, response.url);
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
  try {
    return { notModified: false, ...meta, feed: parseResponse(response) };
  } catch (error) {
    if (!(error instanceof NotAFeedError)) throw error;
    const alternate = declaredFeed(response);
    if (alternate && alternate !== response.url) {
      const second = await download(outbound, alternate, {});
      try {
        return {
          notModified: false,
          url: second.url,
          etag: second.etag,
          lastModified: second.lastModified,
          feed: parseResponse(second),
        };
      } catch (secondError) {
        if (!(secondError instanceof NotAFeedError)) throw secondError;
      }
    }
    throw new ParserError(422, NOT_A_FEED_MESSAGE);
  }
};
