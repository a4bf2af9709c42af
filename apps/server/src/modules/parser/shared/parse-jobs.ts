// What a parse worker does with one downloaded document. Pure functions over bytes, so the same
// code runs in the worker pool and, unchanged, in a test.
import type { BioPage } from '@podpie/core';
import { scanBioPage } from '../bio/scan-bio-page.ts';
import { BrokenFeedError, NotAFeedError, type ParsedFeed, parseFeed } from '../feed/parse-feed.ts';
import { type PageLink, type PageSignals, scanPage } from '../link/scan-page.ts';
import { decodeDocument } from './charset.ts';
import { DocumentTooDeepError } from './nesting-limit.ts';

export type ParseTask =
  | { kind: 'feed'; body: Uint8Array; contentType: string | null; url: string }
  | { kind: 'page'; body: Uint8Array; contentType: string | null }
  /** A page of links read for an import. */
  | { kind: 'bio'; body: Uint8Array; contentType: string | null; url: string };

export type ParseOutcome =
  | { type: 'feed'; feed: ParsedFeed }
  /** Not a feed; the page's declared links, to follow its <link rel="alternate"> once. */
  | { type: 'not-a-feed'; links: PageLink[] }
  | { type: 'broken'; reason: string }
  | { type: 'page'; signals: PageSignals }
  | { type: 'bio'; page: BioPage }
  | { type: 'too-deep'; limit: number };

const runFeed = (body: Buffer, contentType: string | null, url: string): ParseOutcome => {
  try {
    return { type: 'feed', feed: parseFeed(decodeDocument(body, 'xml', contentType), { url }) };
  } catch (error) {
    if (error instanceof BrokenFeedError) return { type: 'broken', reason: error.reason };
    if (!(error instanceof NotAFeedError)) throw error;
  }
  return { type: 'not-a-feed', links: scanPage(decodeDocument(body, 'html', contentType)).links };
};

export const runParseTask = (task: ParseTask): ParseOutcome => {
  const body = Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength);
  try {
    if (task.kind === 'feed') return runFeed(body, task.contentType, task.url);
    if (task.kind === 'bio') {
      const html = decodeDocument(body, 'html', task.contentType);
      return { type: 'bio', page: scanBioPage(html, task.url) };
    }
    return { type: 'page', signals: scanPage(decodeDocument(body, 'html', task.contentType)) };
  } catch (error) {
    if (error instanceof DocumentTooDeepError) return { type: 'too-deep', limit: error.limit };
    throw error;
  }
};
