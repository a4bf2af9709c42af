import { readFile } from 'node:fs/promises';
import { isHttpUrl } from '@podpie/core';
import type { OutboundClient } from '../../lib/outbound.ts';
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
 * The bytes of a project's artwork for its QR logo: our own uploads straight from disk, other
 * addresses through the guarded outbound client with a short timeout. Null whenever it cannot be
 * had, so the code is drawn without a logo rather than not at all.
 */
export async function loadArtwork(
  url: string | null,
  source: ArtworkSource,
): Promise<Buffer | null> {
  if (!url) return null;
  const local = localUploadName(url, source.publicUrl);
  if (local !== null) {
    const file = storedFile(source.dataDir, local);
    return file ? readFile(file.path).catch(() => null) : null;
  }
  if (!isHttpUrl(url)) return null;
  try {
    const response = await source.outbound.request({
      url,
      kind: 'image',
      signal: AbortSignal.timeout(source.timeoutMs),
    });
    return response.status === 200 ? response.body : null;
  } catch {
    return null;
  }
}
