import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_WIDTHS } from '@podpie/core';
import { type CleanImage, IMAGE_KINDS } from './image.ts';

/** Only names the server itself gave out are ever opened: no dots, no slashes, no listing. */
const STORED_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp|gif)$/;

const MIME_BY_EXT: Record<string, string> = Object.fromEntries(
  Object.values(IMAGE_KINDS).map(({ ext, mimeType }) => [ext, mimeType]),
);

export type StoredUpload = { uuid: string; fileName: string };

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export async function ensureUploadsDir(dataDir: string): Promise<void> {
  await mkdir(uploadsDir(dataDir), { recursive: true });
}

/** A fresh name for a cleaned image; nothing is written yet (the ledger row comes first). */
export function newStoredName(image: CleanImage): StoredUpload {
  const uuid = randomUUID();
  return { uuid, fileName: `${uuid}.${image.ext}` };
}

/** Writes beside the target and renames, so a crash never leaves half an image behind. */
export async function writeUpload(
  dataDir: string,
  fileName: string,
  image: CleanImage,
): Promise<void> {
  const target = join(uploadsDir(dataDir), fileName);
  const partial = `${target}.partial`;
  try {
    await writeFile(partial, image.data, { flag: 'wx' });
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The name of a stored file's copy scaled to `width` (scaled.ts). */
export const scaledName = (fileName: string, width: number) =>
  fileName.replace(/\.(\w+)$/, `.w${width}.$1`);

/** Deletes a stored file and its scaled copies; a name the server never handed out is left alone. */
export async function removeUpload(dataDir: string, fileName: string): Promise<void> {
  const found = storedFile(dataDir, fileName);
  if (!found) return;
  await rm(found.path, { force: true });
  for (const width of UPLOAD_WIDTHS) {
    await rm(join(uploadsDir(dataDir), scaledName(fileName, width)), { force: true });
  }
}

/** The path and type of a stored file, or null for any name the server did not hand out. */
export function storedFile(
  dataDir: string,
  fileName: string,
): { path: string; mimeType: string } | null {
  const match = STORED_NAME.exec(fileName);
  const mimeType = match?.[2] ? MIME_BY_EXT[match[2]] : undefined;
  if (!mimeType) return null;
  return { path: join(uploadsDir(dataDir), fileName), mimeType };
}
