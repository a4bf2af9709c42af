import { createReadStream } from 'node:fs';
import { stat, statfs } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  errorAnswerSchema as errorAnswer,
  uploadAnswerSchema as uploadAnswer,
  uploadFromUrlBodySchema,
} from '@podpie/core';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { handleError, NOT_FOUND_MESSAGE, sendError } from '../../lib/errors.ts';
import { cleanImage, ImageRejected, MAX_UPLOAD_BYTES, TOO_LARGE } from './image.ts';
import {
  forgetUpload,
  type QuotaRefusal,
  quotaRefusal,
  recordUpload,
  type UploadLimits,
} from './ledger.ts';
import { asMultipartRefusal } from './multipart-errors.ts';
import { artworkPalette } from './palette.ts';
import { quotaAddress } from './quota-address.ts';
import { ensureUploadsDir, newStoredName, storedFile, uploadsDir, writeUpload } from './storage.ts';

export type FetchedImage = { body: Buffer; contentType: string | null };

export type UploadsPluginOptions = {
  /** Files go to `${dataDir}/uploads`. */
  dataDir: string;
  /** The address the app is reached at; cdnUrl = publicUrl + '/uploads/<file>'. */
  publicUrl: string;
  /** The guarded outbound client, used by from_url; without it from_url answers 503. */
  fetchImage?: (url: string) => Promise<FetchedImage>;
  /** Per-IP limit of upload calls (signed-out drafts upload too). */
  rateLimit?: { max: number; timeWindow: number | string };
  /** Where every upload is recorded (owner, client address, bytes) for the quota and the sweep. */
  db: Database;
  /** Bytes one client address (an IPv6 /64) may upload in 24 hours while signed out. */
  anonymousDailyBytes: number;
  /** Bytes one account may upload in 24 hours. */
  accountDailyBytes?: number;
  /** Bytes one account may hold in uploads (the sweep removes those no page uses). */
  accountTotalBytes?: number;
  /** Uploads are refused while the disk would have less than this free after storing one. */
  minFreeBytes?: number;
  /** The signed-in user sending the request, or null when signed out. */
  uploaderOf: (request: FastifyRequest) => Promise<number | null>;
  /** The clock (the app's, so tests can move it). */
  now?: () => Date;
};

export const NOT_MULTIPART = 'Please send the image as multipart form data in the field "file".';
export const FROM_URL_UNAVAILABLE = 'Fetching images from an address is not available.';
export const RATE_LIMITED = 'Too many uploads; please wait a minute and try again.';
export const ANONYMOUS_QUOTA_EXCEEDED =
  'You have uploaded too much today without an account. Sign up to upload more.';
export const ACCOUNT_DAILY_QUOTA_EXCEEDED =
  'Your account has uploaded as much as it may today; please try again tomorrow.';
export const ACCOUNT_TOTAL_QUOTA_EXCEEDED =
  'Your account holds as many uploaded images as it may. Images no page uses any more are removed after a day.';
export const STORAGE_FULL =
  'The server has no room for more uploads right now; please try again later.';
export const unreachableImage = (url: string) => `Unable to fetch an image from ${url}.`;

const DEFAULT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
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
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Image uploads: POST /api/v1/uploads (multipart `file`), POST /api/v1/uploads/from_url and
 * GET /uploads/<file>. Only real JPEG, PNG, WebP and GIF pictures are kept, re-encoded by sharp.
 */
export const uploadsPlugin: FastifyPluginAsync<UploadsPluginOptions> = async (app, options) => {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  await ensureUploadsDir(options.dataDir);

  // Registered here unless the app already did, so the plugin also works on its own.
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
  }
  if (!app.hasDecorator('rateLimit')) {
    await app.register(rateLimit, { global: false });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(answerError);

  const rateLimitConfig = {
    ...limit,
    errorResponseBuilder: () => new ImageRejected(RATE_LIMITED, 'rate_limited'),
  };

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

  // The address is the client's as Fastify sees it after the TRUST_PROXY rules; an IPv6 client
  // is its /64, which one home or one server holds whole.
  const keep = async (request: FastifyRequest, bytes: Buffer) => {
    const userId = await options.uploaderOf(request);
    const clientAddress = quotaAddress(request.ip);
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

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/v1/uploads',
    {
      config: { rateLimit: rateLimitConfig },
      schema: { response: { 200: uploadAnswer, '4xx': errorAnswer, '5xx': errorAnswer } },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ImageRejected(NOT_MULTIPART, 'not_multipart');
      let bytes: Buffer;
      try {
        const part = await request.file({
          limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
        });
        if (part?.fieldname !== 'file') throw new ImageRejected(NOT_MULTIPART, 'not_multipart');
        bytes = await part.toBuffer();
      } catch (error) {
        throw asMultipartRefusal(error);
      }
      return keep(request, bytes);
    },
  );

  routes.post(
    '/api/v1/uploads/from_url',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: rateLimitConfig },
      schema: {
        body: uploadFromUrlBodySchema,
        response: { 200: uploadAnswer, '4xx': errorAnswer, '5xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const { url } = request.body;
      if (!options.fetchImage) {
        return sendError(reply, 'unavailable', [FROM_URL_UNAVAILABLE]);
      }
      let fetched: FetchedImage;
      try {
        fetched = await options.fetchImage(url);
      } catch (error) {
        request.log.warn({ err: error, url }, 'image fetch failed');
        return sendError(reply, 'upstream_failed', [unreachableImage(url)]);
      }
      return keep(request, fetched.body);
    },
  );

  routes.get(
    '/uploads/:file',
    { schema: { params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const found = storedFile(options.dataDir, request.params.file);
      const size = found ? await fileSize(found.path) : null;
      if (!found || size === null) return sendError(reply, 'not_found', [NOT_FOUND_MESSAGE]);
      return reply
        .header('content-type', found.mimeType)
        .header('content-length', size)
        .header('cache-control', `public, max-age=${YEAR_IN_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(createReadStream(found.path));
    },
  );
};

async function fileSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

const MULTIPART_MISUSE = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
]);

/** Multipart's own failures in the upload's words; everything else as the rest of the API. */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return sendError(reply, 'payload_too_large', [TOO_LARGE]);
  }
  // busboy's own refusal of a multipart type without a boundary carries no code.
  if (
    MULTIPART_MISUSE.has(error.code) ||
    error.message?.startsWith('Multipart: Boundary not found')
  ) {
    return sendError(reply, 'not_multipart', [NOT_MULTIPART]);
  }
  return handleError(error, request, reply);
}
