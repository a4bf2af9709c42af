// Keeping an uploaded image: the quotas of its uploader and of the client address, room on the
// disk, sharp's check and re-encoding, the ledger row the sweep reads, then the file. The upload
// routes and every feature that brings an image from elsewhere (a page import's avatar) share it.
import { statfs } from 'node:fs/promises';
import type { UploadAnswer } from '@podpie/core';
import type { Database } from '../../db/client.ts';
import { cleanImage, ImageRejected } from './image.ts';
import {
  forgetUpload,
  type QuotaRefusal,
  quotaRefusal,
  recordUpload,
  type UploadLimits,
} from './ledger.ts';
import { artworkPalette } from './palette.ts';
import { newStoredName, uploadsDir, writeUpload } from './storage.ts';

export const ANONYMOUS_QUOTA_EXCEEDED =
  'You have uploaded too much today without an account. Sign up to upload more.';
export const ACCOUNT_DAILY_QUOTA_EXCEEDED =
  'Your account has uploaded as much as it may today; please try again tomorrow.';
export const ACCOUNT_TOTAL_QUOTA_EXCEEDED =
  'Your account holds as many uploaded images as it may. Images no page uses any more are removed after a day.';
export const STORAGE_FULL =
  'The server has no room for more uploads right now; please try again later.';
export const DEFAULT_ACCOUNT_DAILY_BYTES = 200 * 1024 * 1024;
export const DEFAULT_ACCOUNT_TOTAL_BYTES = 1024 * 1024 * 1024;
export const DEFAULT_MIN_FREE_BYTES = 1024 * 1024 * 1024;

const REFUSALS = {
  anonymous_daily: () => new ImageRejected(ANONYMOUS_QUOTA_EXCEEDED, 'upload_quota_exceeded'),
  account_daily: () =>
    new ImageRejected(ACCOUNT_DAILY_QUOTA_EXCEEDED, 'upload_daily_quota_exceeded'),
  account_total: () =>
    new ImageRejected(ACCOUNT_TOTAL_QUOTA_EXCEEDED, 'upload_total_quota_exceeded'),
} satisfies Record<QuotaRefusal, () => ImageRejected>;

/** Bytes free for an unprivileged writer on the disk holding `dir`. */
async function freeBytes(dir: string): Promise<number> {
  const disk = await statfs(dir);
  return disk.bavail * disk.bsize;
}

export type ImageKeeperOptions = {
  /** Files go to `${dataDir}/uploads`. */
  dataDir: string;
  /** cdnUrl = publicUrl + '/uploads/<file>'. */
  publicUrl: string;
  db: Database;
  anonymousDailyBytes: number;
  accountDailyBytes?: number | undefined;
  accountTotalBytes?: number | undefined;
  minFreeBytes?: number | undefined;
  now?: (() => Date) | undefined;
};

/** Who an image is kept for: the signed-in owner (or null) and the client address's quota key. */
export type Uploader = { userId: number | null; clientAddress: string };

export type ImageKeeper = (uploader: Uploader, bytes: Buffer) => Promise<UploadAnswer>;

export function createImageKeeper(options: ImageKeeperOptions): ImageKeeper {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const limits: UploadLimits = {
    anonymousDaily: options.anonymousDailyBytes,
    accountDaily: options.accountDailyBytes ?? DEFAULT_ACCOUNT_DAILY_BYTES,
    accountTotal: options.accountTotalBytes ?? DEFAULT_ACCOUNT_TOTAL_BYTES,
  };
  const minFreeBytes = options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
  const refuseWhenDiskFull = async (adding: number) => {
    if ((await freeBytes(uploadsDir(options.dataDir))) - adding < minFreeBytes) {
      throw new ImageRejected(STORAGE_FULL, 'storage_full');
    }
  };
  return async ({ userId, clientAddress }, bytes) => {
    // Refused before sharp spends any work on it when a limit is used up already.
    const early = await quotaRefusal(options.db, { userId, clientAddress }, 1, limits, now());
    if (early) throw REFUSALS[early]();
    await refuseWhenDiskFull(bytes.length);
    const image = await cleanImage(bytes);
    const { uuid, fileName } = newStoredName(image);
    const record = {
      storageKey: fileName,
      userId,
      clientAddress,
      bytes: image.data.length,
      createdAt: now(),
    };
    const refusal = await recordUpload(options.db, record, limits);
    if (refusal) throw REFUSALS[refusal]();
    try {
      await writeUpload(options.dataDir, fileName, image);
    } catch (error) {
      await forgetUpload(options.db, fileName);
      throw error;
    }
    const url = `${publicUrl}/uploads/${fileName}`;
    // The colours of a picture that will not read (a corrupt frame) are simply not offered.
    const palette = await artworkPalette(image.data).catch(() => null);
    return { uuid, cdnUrl: url, originalUrl: url, mimeType: image.mimeType, palette };
  };
}
