import { createHash } from 'node:crypto';
import {
  BEACON_SCRIPT,
  COPY_LINK_SCRIPT,
  EPISODE_SCRIPT,
  FACEBOOK_PIXEL_SCRIPT,
  GOOGLE_ANALYTICS_SCRIPT,
  PAGE_SCRIPT,
} from './page-script.ts';

export { renderAppsPageHtml } from './apps-page.tsx';
export { renderEditorPreviewHtml } from './editor-preview.tsx';
export { renderEpisodePageHtml } from './episode-page.tsx';
export { FONT_PAIR_FILES, type FontFile, fontFileUrl } from './fonts.ts';
export { pageCopiesLink, pageFont, pageNeedsScript, renderPageHtml } from './render.tsx';

/** A CSP source allowing exactly this inline script. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export const PAGE_SCRIPT_HASH = scriptHash(PAGE_SCRIPT);
export const GOOGLE_ANALYTICS_SCRIPT_HASH = scriptHash(GOOGLE_ANALYTICS_SCRIPT);
export const FACEBOOK_PIXEL_SCRIPT_HASH = scriptHash(FACEBOOK_PIXEL_SCRIPT);
export const BEACON_SCRIPT_HASH = scriptHash(BEACON_SCRIPT);
export const EPISODE_SCRIPT_HASH = scriptHash(EPISODE_SCRIPT);
export const COPY_LINK_SCRIPT_HASH = scriptHash(COPY_LINK_SCRIPT);
