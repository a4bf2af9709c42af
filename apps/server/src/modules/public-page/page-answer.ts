import { gzipSync } from 'node:zlib';
import { acceptsGzip, matchesEtag } from './negotiation.ts';
import type { RenderedPage } from './page-cache.ts';
import { pageCacheControl } from './render.ts';
import { PUBLIC_PAGE_HEADERS } from './security-headers.ts';

export const HTML = 'text/html; charset=utf-8';

/** What every answer of one rendered page is made from, encoded once. */
export type PageAnswer = {
  etag: string;
  expiresAt: number | null;
  /** Every header but cache-control, content-encoding and content-length. */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** Phones on slow networks get the page gzipped: a third of the bytes. */
  gzipped: Buffer;
};

export function pageAnswerOf(page: RenderedPage): PageAnswer {
  const body = Buffer.from(page.html, 'utf8');
  return {
    etag: page.etag,
    expiresAt: page.expiresAt,
    headers: {
      ...PUBLIC_PAGE_HEADERS,
      'content-type': HTML,
      etag: page.etag,
      vary: 'Accept-Language, Accept-Encoding',
      'content-security-policy': page.csp,
    },
    body,
    gzipped: gzipSync(body, { level: 9 }),
  };
}

type RequestHeaders = {
  'if-none-match'?: string | undefined;
  'accept-encoding'?: string | undefined;
};

/**
 * The status, headers and body to send for a request at `at`: 304 for a validator that names the
 * page, else the page, gzipped when the client takes it. Both the route and the fast path send
 * exactly this.
 */
export function answerTo(answer: PageAnswer, request: RequestHeaders, at: Date) {
  const headers: Record<string, string | number> = {
    ...answer.headers,
    'cache-control': pageCacheControl(answer.expiresAt, at),
  };
  if (matchesEtag(request['if-none-match'], answer.etag)) {
    return { status: 304, headers, body: undefined };
  }
  const gzip = acceptsGzip(request['accept-encoding']);
  const body = gzip ? answer.gzipped : answer.body;
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = body.length;
  return { status: 200, headers, body };
}
