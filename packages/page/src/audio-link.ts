import { safeImageSrc } from './safe-href.ts';

/** File endings of audio a browser's own player plays. */
const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|opus|wav|flac)$/i;

/**
 * The address of an audio file a link button points at (a trailer's .mp3, say), which the page
 * plays in place instead of sending the listener to a raw file; null for any other link.
 */
export function audioSource(link: string | null | undefined): string | null {
  const src = safeImageSrc(link);
  if (!src) return null;
  try {
    return AUDIO_FILE.test(new URL(src).pathname) ? src : null;
  } catch {
    return null;
  }
}
