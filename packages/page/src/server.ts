import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { activeAnalytics, type PageAnalytics } from './analytics.tsx';
import {
  BEACON_SCRIPT,
  FACEBOOK_PIXEL_SCRIPT,
  GOOGLE_ANALYTICS_SCRIPT,
  PAGE_SCRIPT,
} from './page-script.ts';
import { VIDEO_FRAME_SOURCES } from './video-embed.ts';

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

/**
 * The Content-Security-Policy of a published page: the inline page script by hash, owner images
 * from anywhere, YouTube and Vimeo players, the sign-up form to this origin, and the analytics
 * hosts only when the page uses them.
 */
export function pageCsp(analytics?: PageAnalytics): string {
  const { googleAnalyticsId, facebookPixelId } = activeAnalytics(analytics);
  const scripts = [PAGE_SCRIPT_HASH];
  const connect = ["'self'"];
  if (googleAnalyticsId) {
    scripts.push(GOOGLE_ANALYTICS_SCRIPT_HASH, 'https://www.googletagmanager.com');
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
  }
  if (facebookPixelId) {
    scripts.push(FACEBOOK_PIXEL_SCRIPT_HASH, 'https://connect.facebook.net');
    connect.push('https://www.facebook.com', 'https://connect.facebook.net');
  }
  return [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    // The stylesheet is inline and colours ride on style attributes.
    "style-src 'unsafe-inline'",
    "img-src 'self' https: http: data:",
    `frame-src ${VIDEO_FRAME_SOURCES.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "form-action 'self'",
    "base-uri 'none'",
  ].join('; ');
}

/** The weight of a page as sent: raw bytes and gzip bytes (level 9, as a CDN would). */
export function pageWeight(html: string): { raw: number; gzip: number } {
  return { raw: Buffer.byteLength(html, 'utf8'), gzip: gzipSync(html, { level: 9 }).length };
}
