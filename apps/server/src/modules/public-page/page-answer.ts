import { gzipSync } from 'node:zlib';
import { acceptsGzip, matchesEtag } from './negotiation.ts';
import type { RenderedPage } from './page-cache.ts';
import { pageCacheControl } from './render.ts';
import { PUBLIC_PAGE_HEADERS } from './security-headers.ts';

export const HTML = 'text/html; charset=utf-8';

/** Header names and values one after the other, as Node's writeHead takes them without copying. */
export type FlatHeaders = string[];

/** What every answer of one rendered page is made from, encoded once. */
export type PageAnswer = {
  etag: string;
  expiresAt: number | null;
  /** Every header but cache-control, content-encoding and content-length. */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** Phones on slow networks get the page gzipped: a third of the bytes. */
  gzipped: Buffer;
  /**
   * The whole header list of each kind of answer, by kind and cache-control value. Node checks
   * and copies a header object field by field on every answer, which was most of a cached page's
   * cost (bench/page.bench.ts); a ready flat list skips the copy. A page with no boundary has one
   * cache-control value; one near its boundary has a new one each second, hence the bound.
   */
  flat: Map<string, FlatHeaders>;
};

const MAX_FLAT_VARIANTS = 16;

export function pageAnswerOf(page: RenderedPage): PageAnswer {
  const body = Buffer.from(page.html, 'utf8');
  return {
    etag: page.etag,
    expiresAt: page.expiresAt,
    headers: {
      ...PUBLIC_PAGE_HEADERS,
      'content-type': HTML,
      etag: page.etag,
      // The page's language is its owner's choice, so only the encoding varies, and the device
      // for a page whose 'Listen' section orders apps by it.
      vary: page.byDevice ? 'Accept-Encoding, User-Agent' : 'Accept-Encoding',
      'content-security-policy': page.csp,
    },
    body,
    gzipped: gzipSync(body, { level: 9 }),
    flat: new Map(),
  };
}

type RequestHeaders = {
  'if-none-match'?: string | undefined;
  'accept-encoding'?: string | undefined;
};

type Kind = 'not-modified' | 'gzip' | 'plain';

function kindOf(answer: PageAnswer, request: RequestHeaders): Kind {
  if (matchesEtag(request['if-none-match'], answer.etag)) return 'not-modified';
  return acceptsGzip(request['accept-encoding']) ? 'gzip' : 'plain';
}

function headersOf(answer: PageAnswer, kind: Kind, cacheControl: string): Record<string, string> {
  const headers: Record<string, string> = { ...answer.headers, 'cache-control': cacheControl };
  if (kind === 'gzip') headers['content-encoding'] = 'gzip';
  if (kind !== 'not-modified') {
    headers['content-length'] = String((kind === 'gzip' ? answer.gzipped : answer.body).length);
  }
  return headers;
}

const bodyOf = (answer: PageAnswer, kind: Kind) =>
  kind === 'not-modified' ? undefined : kind === 'gzip' ? answer.gzipped : answer.body;

/**
 * The status, headers and body to send for a request at `at`: 304 for a validator that names the
 * page, else the page, gzipped when the client takes it. The route sends exactly this; the fast
 * path sends the same list flat (flatAnswerTo).
 */
export function answerTo(answer: PageAnswer, request: RequestHeaders, at: Date) {
  const kind = kindOf(answer, request);
  const headers = headersOf(answer, kind, pageCacheControl(answer.expiresAt, at));
  return { status: kind === 'not-modified' ? 304 : 200, headers, body: bodyOf(answer, kind) };
}

/** answerTo with its headers as a flat list made once per kind of answer. */
export function flatAnswerTo(answer: PageAnswer, request: RequestHeaders, at: Date) {
  const kind = kindOf(answer, request);
  const cacheControl = pageCacheControl(answer.expiresAt, at);
  const key = `${kind} ${cacheControl}`;
  let headers = answer.flat.get(key);
  if (headers === undefined) {
    if (answer.flat.size >= MAX_FLAT_VARIANTS) answer.flat.clear();
    headers = Object.entries(headersOf(answer, kind, cacheControl)).flat();
    answer.flat.set(key, headers);
  }
  return { status: kind === 'not-modified' ? 304 : 200, headers, body: bodyOf(answer, kind) };
}
