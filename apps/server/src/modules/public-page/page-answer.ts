import { gunzipSync, gzipSync } from 'node:zlib';
import { acceptsGzip, matchesEtag } from '../../lib/negotiation.ts';
import { pageCacheControl, type RenderedPage } from './render.ts';
import { PUBLIC_PAGE_HEADERS } from './security-headers.ts';

export const HTML = 'text/html; charset=utf-8';

/** Header names and values one after the other, as Node's writeHead takes them without copying. */
export type FlatHeaders = string[];

/** What every answer of one rendered page is made from, encoded once. */
export type PageAnswer = {
  etag: string;
  expiresAt: number | null;
  /** Drawn for the visitor's device: held per device class, never sent by the fast path. */
  byDevice: boolean;
  /** Drawn for an app's own browser: sent as private, never kept by a shared cache. */
  inApp: boolean;
  /** Every header but cache-control, content-encoding and content-length. */
  headers: Readonly<Record<string, string>>;
  /** Phones on slow networks get the page gzipped: a third of the bytes. */
  gzipped: Buffer;
  /**
   * The page as it is, made from the gzipped copy when first asked for: nearly every browser
   * takes gzip, so most pages held in memory never need it, and they take a third of the room.
   */
  plain(): Buffer;
  /** Bytes held for this answer so far. */
  bytes(): number;
  /**
   * The whole header list of each kind of answer with the cache-control value it was made for.
   * Node checks and copies a header object field by field on every answer, which was most of a
   * cached page's cost (bench/page.bench.ts); a ready flat list skips the copy. A page with no
   * boundary keeps one cache-control value; one near its boundary gets a new one each second.
   */
  flat: Partial<Record<Kind, { cacheControl: string; headers: FlatHeaders }>>;
};

export function pageAnswerOf(page: RenderedPage): PageAnswer {
  const gzipped = gzipSync(Buffer.from(page.html, 'utf8'), { level: 9 });
  let plain: Buffer | undefined;
  return {
    etag: page.etag,
    expiresAt: page.expiresAt,
    byDevice: page.byDevice,
    inApp: page.inApp,
    headers: {
      ...PUBLIC_PAGE_HEADERS,
      'content-type': HTML,
      etag: page.etag,
      // The page's language is its owner's choice, so only the encoding varies, and the device
      // for a page whose 'Listen' section orders apps by it. An in-app browser's copy (its own
      // first button) is private instead: a shared cache keeps only the plain copy, and an
      // in-app visitor it serves gets the plain page, which works, rather than Vary: User-Agent
      // splitting every ordinary page's cached copy by browser version.
      vary: page.byDevice || page.inApp ? 'Accept-Encoding, User-Agent' : 'Accept-Encoding',
      'content-security-policy': page.csp,
    },
    gzipped,
    plain() {
      plain ??= gunzipSync(gzipped);
      return plain;
    },
    bytes: () => gzipped.length + (plain?.length ?? 0),
    flat: {},
  };
}

export type RequestHeaders = {
  'if-none-match'?: string | undefined;
  'accept-encoding'?: string | undefined;
  /** Read by the fast path only, to leave an app's own browser to the route. */
  'user-agent'?: string | undefined;
};

type Kind = 'not-modified' | 'gzip' | 'plain';

function kindOf(answer: PageAnswer, request: RequestHeaders): Kind {
  if (matchesEtag(request['if-none-match'], answer.etag)) return 'not-modified';
  return acceptsGzip(request['accept-encoding']) ? 'gzip' : 'plain';
}

function headersOf(answer: PageAnswer, kind: Kind, cacheControl: string): Record<string, string> {
  const headers: Record<string, string> = {
    ...answer.headers,
    'cache-control': answer.inApp ? cacheControl.replace('public', 'private') : cacheControl,
  };
  if (kind === 'gzip') headers['content-encoding'] = 'gzip';
  if (kind !== 'not-modified') {
    headers['content-length'] = String((kind === 'gzip' ? answer.gzipped : answer.plain()).length);
  }
  return headers;
}

const bodyOf = (answer: PageAnswer, kind: Kind) =>
  kind === 'not-modified' ? undefined : kind === 'gzip' ? answer.gzipped : answer.plain();

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

/** The request headers an answer depends on, found in Node's raw list without the object. */
export function negotiationHeaders(raw: readonly string[]): RequestHeaders {
  const found: RequestHeaders = {};
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] as string;
    // Lengths first: most headers are neither, and comparing lengths allocates nothing.
    if (name.length === 15 && name.toLowerCase() === 'accept-encoding') {
      found['accept-encoding'] = raw[index + 1];
    } else if (name.length === 13 && name.toLowerCase() === 'if-none-match') {
      found['if-none-match'] = raw[index + 1];
    } else if (name.length === 10 && name.toLowerCase() === 'user-agent') {
      found['user-agent'] = raw[index + 1];
    }
  }
  return found;
}

/**
 * answerTo with its headers as a flat list made once per kind of answer and cache-control value,
 * for the fast path (fast-path.ts): `at` is in milliseconds, as it reads its clock.
 */
export function flatAnswerTo(answer: PageAnswer, request: RequestHeaders, at: number) {
  const kind = kindOf(answer, request);
  const cacheControl = pageCacheControl(answer.expiresAt, at);
  let made = answer.flat[kind];
  if (made === undefined || made.cacheControl !== cacheControl) {
    made = { cacheControl, headers: Object.entries(headersOf(answer, kind, cacheControl)).flat() };
    answer.flat[kind] = made;
  }
  return {
    status: kind === 'not-modified' ? 304 : 200,
    headers: made.headers,
    body: bodyOf(answer, kind),
  };
}
