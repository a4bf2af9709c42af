import type { LinkParseResult } from '@podpie/core';
import { Parser } from 'htmlparser2';
import { z } from 'zod';
import {
  isOutboundError,
  type OutboundClient,
  type OutboundResponse,
} from '../../../lib/outbound.ts';
import { createCachedLoader, type TtlCache } from '../cache.ts';
import { fromOutboundError, type ParserError, unableToFetch } from '../errors.ts';
import { lineText } from '../shared/html-text.ts';
import { absoluteUrl } from '../shared/http-url.ts';
import {
  DocumentTooDeepError,
  nestingCounter,
  PAGE_NESTING_LIMIT,
} from '../shared/nesting-limit.ts';
import { parseDocument } from '../shared/parse-document.ts';
import { extractMetadata, hostnameOf } from './metadata.ts';
import { knownVideoPlayer } from './video.ts';

const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
const OEMBED_MAX_BYTES = 512 * 1024;

const oembedSchema = z.looseObject({
  type: z.string().optional(),
  title: z.string().optional(),
  author_name: z.string().optional(),
  provider_name: z.string().optional(),
  thumbnail_url: z.string().optional(),
  html: z.string().optional(),
});
type Oembed = z.output<typeof oembedSchema>;

export interface LinkService {
  /** Link card metadata for `uri`; cached briefly. Throws ParserError when unreachable. */
  parse(uri: string): Promise<LinkParseResult>;
}

const emptyResult = (url: string): LinkParseResult => ({
  author: null,
  date: null,
  description: null,
  image: null,
  logo: null,
  publisher: null,
  title: null,
  price: null,
  hostname: hostnameOf(url),
  url,
  video: knownVideoPlayer(url),
});

const iframeSource = (html: string): string | null => {
  let source: string | null = null;
  const nesting = nestingCounter(PAGE_NESTING_LIMIT);
  const parser = new Parser({
    onopentag(name, attrs) {
      nesting.open();
      if (name === 'iframe' && source === null && attrs.src) source = attrs.src;
    },
    onclosetag() {
      nesting.close();
    },
  });
  try {
    parser.end(html);
  } catch (error) {
    // A player snippet nested that deep is not one; the card stands without it.
    if (error instanceof DocumentTooDeepError) return null;
    throw error;
  }
  return source;
};

/** oEmbed fills what the page left empty; a video answer gives the player. */
const withOembed = (result: LinkParseResult, oembed: Oembed, base: string): LinkParseResult => {
  const player = oembed.type === 'video' && oembed.html ? iframeSource(oembed.html) : null;
  const video = absoluteUrl(player, base);
  return {
    ...result,
    title: result.title ?? lineText(oembed.title),
    author: result.author ?? lineText(oembed.author_name),
    publisher: result.publisher ?? lineText(oembed.provider_name),
    image: result.image ?? absoluteUrl(oembed.thumbnail_url, base),
    video: result.video ?? (video ? (knownVideoPlayer(video) ?? video) : null),
  };
};

const mediaType = (response: OutboundResponse): string =>
  (response.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export const createLinkService = (deps: {
  outbound: OutboundClient;
  cache: TtlCache<LinkParseResult>;
  ttlMs: number;
}): LinkService => {
  const cached = createCachedLoader(deps.cache, deps.ttlMs);

  const fetchOembed = async (address: string): Promise<Oembed | null> => {
    try {
      const { response, json } = await deps.outbound.requestJson({
        url: address,
        maxBytes: OEMBED_MAX_BYTES,
      });
      if (response.status !== 200) return null;
      const parsed = oembedSchema.safeParse(json);
      return parsed.success ? parsed.data : null;
    } catch {
      // oEmbed only adds detail; the card stands without it.
      return null;
    }
  };

  const load = async (uri: string): Promise<LinkParseResult> => {
    let response: OutboundResponse;
    try {
      response = await deps.outbound.request({
        url: uri,
        kind: 'page',
        headers: { accept: PAGE_ACCEPT },
      });
    } catch (error) {
      if (!isOutboundError(error)) throw error;
      const mapped: ParserError = fromOutboundError(error, uri);
      // Video sites often turn servers away; their player address is still known.
      if (mapped.statusCode === 502 && knownVideoPlayer(uri)) return emptyResult(uri);
      throw mapped;
    }
    if (response.status < 200 || response.status >= 300) {
      if (knownVideoPlayer(uri)) return emptyResult(uri);
      throw unableToFetch(uri, `it answered ${response.status}`);
    }
    const type = mediaType(response);
    if (type.startsWith('image/')) return { ...emptyResult(response.url), image: response.url };
    if (type !== '' && type !== 'text/html' && type !== 'application/xhtml+xml') {
      return emptyResult(response.url);
    }
    const outcome = await parseDocument(response, 'page');
    if (outcome.type !== 'page') return emptyResult(response.url);
    const { result, oembedUrl } = extractMetadata(outcome.signals, response.url);
    if (!oembedUrl || result.video !== null) return result;
    const oembed = await fetchOembed(oembedUrl);
    return oembed ? withOembed(result, oembed, response.url) : result;
  };

  return { parse: (uri) => cached(uri, () => load(uri)) };
};
