import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  BEACON_SCRIPT,
  FACEBOOK_PIXEL_SCRIPT,
  GOOGLE_ANALYTICS_SCRIPT,
  PAGE_SCRIPT,
} from './page-script.ts';

export { activeAnalytics, type PageAnalytics } from './analytics.tsx';
export { type NoticeOptions, renderNoticeHtml } from './notice.tsx';
export {
  faviconDataUrl,
  pageNeedsScript,
  type RenderPageOptions,
  renderPageHtml,
} from './render.tsx';

/** A CSP source allowing exactly this inline script. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export const PAGE_SCRIPT_HASH = scriptHash(PAGE_SCRIPT);
export const GOOGLE_ANALYTICS_SCRIPT_HASH = scriptHash(GOOGLE_ANALYTICS_SCRIPT);
export const FACEBOOK_PIXEL_SCRIPT_HASH = scriptHash(FACEBOOK_PIXEL_SCRIPT);
export const BEACON_SCRIPT_HASH = scriptHash(BEACON_SCRIPT);

/** The weight of a page as sent: raw bytes and gzip bytes (level 9, as a CDN would). */
export function pageWeight(html: string): { raw: number; gzip: number } {
  return { raw: Buffer.byteLength(html, 'utf8'), gzip: gzipSync(html, { level: 9 }).length };
}
