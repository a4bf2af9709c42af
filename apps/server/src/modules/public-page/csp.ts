import { FACEBOOK_PIXEL_ID, GOOGLE_ANALYTICS_ID, type Pie } from '@podpie/core';
import { audioSource, statusAt, videoEmbedUrl } from '@podpie/page';
import {
  BEACON_SCRIPT_HASH,
  COPY_LINK_SCRIPT_HASH,
  FACEBOOK_PIXEL_SCRIPT_HASH,
  GOOGLE_ANALYTICS_SCRIPT_HASH,
  PAGE_SCRIPT_HASH,
  pageNeedsScript,
} from '@podpie/page/server';

const GOOGLE_ANALYTICS = {
  script: 'https://www.googletagmanager.com',
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};
const FACEBOOK_PIXEL = {
  script: 'https://connect.facebook.net',
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
};

export type PageCspInput = {
  pies: readonly Pie[];
  now: Date;
  googleAnalyticsId: string | null;
  facebookPixelId: string | null;
  /** Page analytics on: the beacon script and its posts to this origin. */
  beacon?: boolean;
  /** Drawn for an in-app browser: the "Copy link" script (in-app-bar.tsx). */
  copiesLink?: boolean;
  /** Drawn in a font pair Podpie serves from its own origin (packages/page fonts.ts). */
  fonts?: boolean;
};

/** The origins of the video players the page embeds (YouTube no-cookie, Vimeo). */
function videoFrameOrigins(pies: readonly Pie[], now: Date): string[] {
  const origins = new Set<string>();
  for (const pie of pies) {
    if (pie.main_type !== 'CARD-INPUT' || pie.sub_type !== 'VIDEO_BUTTON') continue;
    if (statusAt(pie, now) !== 'visible') continue;
    const player = videoEmbedUrl(pie.link_value);
    if (player) origins.add(new URL(player).origin);
  }
  return [...origins].sort();
}

/** The origins of the audio files the page plays in place (a trailer's .mp3, say). */
function audioOrigins(pies: readonly Pie[], now: Date): string[] {
  const origins = new Set<string>();
  for (const pie of pies) {
    if (pie.main_type !== 'LINK-INPUT' || statusAt(pie, now) !== 'visible') continue;
    const src = audioSource(pie.link_value);
    if (src) origins.add(new URL(src).origin);
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy of one rendered page, allowing exactly what it uses: its inline
 * script by hash (only when it draws one), the analytics hosts only for ids the page has, video
 * players only when a video card shows, images from anywhere, and the sign-up form to this origin.
 */
export function publicPageCsp(input: PageCspInput): string {
  const scripts: string[] = [];
  const connect: string[] = [];
  // Many older feeds still serve episode artwork over plain http; an image can run no code.
  const images = ["'self'", 'https:', 'http:', 'data:'];
  if (pageNeedsScript(input.pies, input.now)) {
    scripts.push(PAGE_SCRIPT_HASH);
    connect.push("'self'");
  }
  if (input.copiesLink) scripts.push(COPY_LINK_SCRIPT_HASH);
  if (input.beacon) {
    scripts.push(BEACON_SCRIPT_HASH);
    if (!connect.includes("'self'")) connect.push("'self'");
  }
  if (input.googleAnalyticsId && GOOGLE_ANALYTICS_ID.test(input.googleAnalyticsId.trim())) {
    scripts.push(GOOGLE_ANALYTICS_SCRIPT_HASH, GOOGLE_ANALYTICS.script);
    connect.push(...GOOGLE_ANALYTICS.connect);
  }
  if (input.facebookPixelId && FACEBOOK_PIXEL_ID.test(input.facebookPixelId.trim())) {
    scripts.push(FACEBOOK_PIXEL_SCRIPT_HASH, FACEBOOK_PIXEL.script);
    connect.push(...FACEBOOK_PIXEL.connect);
  }
  const frames = videoFrameOrigins(input.pies, input.now);
  const media = audioOrigins(input.pies, input.now);
  return [
    "default-src 'none'",
    scripts.length > 0 ? `script-src ${scripts.join(' ')}` : null,
    connect.length > 0 ? `connect-src ${connect.join(' ')}` : null,
    // The stylesheet is inline and the owner's colours ride on style attributes.
    "style-src 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    input.fonts ? "font-src 'self'" : null,
    frames.length > 0 ? `frame-src ${frames.join(' ')}` : null,
    media.length > 0 ? `media-src ${media.join(' ')}` : null,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ]
    .filter((directive) => directive !== null)
    .join('; ');
}
