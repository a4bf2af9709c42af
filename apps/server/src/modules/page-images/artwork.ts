import { readFile } from 'node:fs/promises';
import { isHttpUrl } from '@podpie/core';
import { inImageLane } from '../../lib/image-lane.ts';
import type { OutboundClient } from '../../lib/outbound.ts';
import { cleanImage, sniffImageKind } from '../uploads/image.ts';
import { storedFile } from '../uploads/storage.ts';

export type ArtworkSource = {
  /** The address the app is reached at; its /uploads/ files are read from disk. */
  publicUrl: string;
  dataDir: string;
  outbound: OutboundClient;
  timeoutMs: number;
};

/** The file name of one of our own uploads behind `url`, or null for any other address. */
export function localUploadName(url: string, publicUrl: string): string | null {
  let parsed: URL;
  let own: URL;
  try {
    parsed = new URL(url, publicUrl);
    own = new URL(publicUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== own.origin) return null;
  const match = /^\/uploads\/([^/]+)$/.exec(parsed.pathname);
  return match?.[1] ?? null;
}

/**
 * The bytes of a project's artwork, always a cleaned raster image (JPEG, PNG, WebP or GIF): our own
 * uploads straight from disk (cleaned when they were uploaded), other addresses through the
 * guarded outbound client with a short timeout and then through the upload cleaner, in the image
 * lane. Anything else (an SVG, a broken file) is null, so the picture is drawn without artwork
 * rather than not at all, and no owner's file ever reaches an SVG renderer.
 */
export async function loadArtwork(
  url: string | null,
  source: ArtworkSource,
): Promise<Buffer | null> {
  if (!url) return null;
  const local = localUploadName(url, source.publicUrl);
  if (local !== null) {
    const file = storedFile(source.dataDir, local);
    const bytes = file ? await readFile(file.path).catch(() => null) : null;
    return bytes && sniffImageKind(bytes) ? bytes : null;
  }
  if (!isHttpUrl(url)) return null;
  let fetched: Buffer;
  try {
    const response = await source.outbound.request({
      url,
      kind: 'image',
      signal: AbortSignal.timeout(source.timeoutMs),
    });
    if (response.status !== 200) return null;
    fetched = response.body;
  } catch {
    return null;
  }
  if (!sniffImageKind(fetched)) return null;
  try {
    return (await inImageLane(() => cleanImage(fetched))).data;
  } catch {
    return null;
  }
}
