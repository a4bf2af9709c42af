// Uploaded pictures scaled down for the widths pages draw them at (core's UPLOAD_WIDTHS), made on
// the first request and kept beside the original: `<uuid>.w240.jpg` next to `<uuid>.jpg`.
import { randomUUID } from 'node:crypto';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadWidth } from '@podpie/core';
import sharp from 'sharp';
import { IMAGE_TIMEOUT_SECONDS, inImageLane } from '../../lib/image-lane.ts';
import { scaledName, uploadsDir } from './storage.ts';

type StoredFile = { path: string; mimeType: string };

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function drawScaled(original: string, width: UploadWidth, format: string): Promise<Buffer> {
  // Every frame of an animated WebP (the upload kept them): read as one, only its first would be
  // scaled, and the page would show a still picture on phones.
  const pipeline = sharp(original, { failOn: 'error', animated: format === 'image/webp' })
    .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
    .resize({ width, height: width, fit: 'inside', withoutEnlargement: true });
  if (format === 'image/png') return pipeline.png({ compressionLevel: 9 }).toBuffer();
  if (format === 'image/webp') return pipeline.webp({ quality: 80 }).toBuffer();
  return pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/**
 * The stored file at `width`, made now if it was not yet; a GIF (its frames) as it is. Null when
 * it cannot be made now (the lane is full, sharp cannot read the file, the disk refuses it): the
 * caller sends the original, larger but whole, and briefly cacheable, rather than an error.
 */
export async function scaledUpload(
  dataDir: string,
  fileName: string,
  found: StoredFile,
  width: UploadWidth,
): Promise<StoredFile | null> {
  if (found.mimeType === 'image/gif') return found;
  const path = join(uploadsDir(dataDir), scaledName(fileName, width));
  if (await isFile(path)) return { path, mimeType: found.mimeType };
  try {
    const data = await inImageLane(() => drawScaled(found.path, width, found.mimeType));
    // Two first requests at once each write their own partial file; the last rename wins.
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, data, { flag: 'wx' });
      await rename(partial, path);
    } finally {
      await rm(partial, { force: true });
    }
    return { path, mimeType: found.mimeType };
  } catch {
    return null;
  }
}
