import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  errorAnswerSchema as errorAnswer,
  UPLOAD_WIDTHS,
  type UploadWidth,
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
import { ImageRejected, MAX_UPLOAD_BYTES, TOO_LARGE } from './image.ts';
import { createImageKeeper } from './keep-image.ts';
import { asMultipartRefusal } from './multipart-errors.ts';
import { quotaAddress } from './quota-address.ts';
import { scaledUpload } from './scaled.ts';
import { ensureUploadsDir, storedFile } from './storage.ts';

const uploadWidth = z.coerce
  .number()
  .refine((width) => (UPLOAD_WIDTHS as readonly number[]).includes(width), {
    message: `must be one of ${UPLOAD_WIDTHS.join(', ')}`,
  })
  .transform((width) => width as UploadWidth);

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
export const unreachableImage = (url: string) => `Unable to fetch an image from ${url}.`;

const DEFAULT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
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

  const keepImage = createImageKeeper({ ...options, publicUrl });
  // The address is the client's as Fastify sees it after the TRUST_PROXY rules; an IPv6 client
  // is its /64, which one home or one server holds whole.
  const keep = async (request: FastifyRequest, bytes: Buffer) =>
    keepImage(
      { userId: await options.uploaderOf(request), clientAddress: quotaAddress(request.ip) },
      bytes,
    );

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
    {
      schema: {
        params: z.object({ file: z.string().max(64) }),
        querystring: z.object({ w: uploadWidth.optional() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const stored = storedFile(options.dataDir, file);
      const originalSize = stored ? await fileSize(stored.path) : null;
      if (!stored || originalSize === null) {
        return sendError(reply, 'not_found', [NOT_FOUND_MESSAGE]);
      }
      const { w } = request.query;
      const scaled = w ? await scaledUpload(options.dataDir, file, stored, w) : stored;
      const found = scaled ?? stored;
      const size = found === stored ? originalSize : await fileSize(found.path);
      if (size === null) return sendError(reply, 'not_found', [NOT_FOUND_MESSAGE]);
      // The original standing in for a copy not made yet is kept a minute, not a year.
      const lasting = scaled ? `max-age=${YEAR_IN_SECONDS}, immutable` : 'max-age=60';
      return reply
        .header('content-type', found.mimeType)
        .header('content-length', size)
        .header('cache-control', `public, ${lasting}`)
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
