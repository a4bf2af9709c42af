import { type ErrorCode, errorCodeForStatus } from '@podpie/core';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors.ts';

/** SPEC: uploads are real images of these kinds and at most this size. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Longest side kept; larger pictures are scaled down, never up. */
export const MAX_IMAGE_SIDE = 2048;
/** Refuses decompression bombs before a single pixel is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longest a re-encode may take (sharp's `timeout`): a 40-megapixel photo takes a few seconds. */
const CLEAN_TIMEOUT_SECONDS = 20;

export const IMAGE_KINDS = {
  jpeg: { ext: 'jpg', mimeType: 'image/jpeg' },
  png: { ext: 'png', mimeType: 'image/png' },
  webp: { ext: 'webp', mimeType: 'image/webp' },
  gif: { ext: 'gif', mimeType: 'image/gif' },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** An upload the server will not keep; the message is shown to the owner as is. */
export class ImageRejected extends AppError {
  override name = 'ImageRejected';
  constructor(message: string, status: ErrorCode | number = 'unprocessable') {
    super(typeof status === 'number' ? errorCodeForStatus(status) : status, message);
  }
}

export const NOT_AN_IMAGE = 'Please upload a JPEG, PNG, WebP or GIF image.';
export const TOO_LARGE = 'The image is too large: at most 10 MB, please.';
export const TOO_MANY_PIXELS = 'The image has too many pixels; please upload a smaller one.';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The kind named by the file's first bytes; the file name and declared type are never trusted. */
export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) {
    return 'gif';
  }
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'webp';
  }
  return null;
}

export type CleanImage = { data: Buffer; kind: ImageKind; ext: string; mimeType: string };

/**
 * Checks that `bytes` really is one of the accepted images and re-encodes it: the output holds
 * only pixels (EXIF, GPS, ICC comments and anything smuggled after the image data are gone).
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRejected(TOO_LARGE, 'payload_too_large');
  const kind = sniffImageKind(bytes);
  if (!kind) throw new ImageRejected(NOT_AN_IMAGE, 'unsupported_media_type');
  const animated = kind === 'gif' || kind === 'webp';
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit is checked by hand just below.
    metadata = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(NOT_AN_IMAGE, 'unsupported_media_type');
  }
  if (metadata.format !== kind) throw new ImageRejected(NOT_AN_IMAGE, 'unsupported_media_type');
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  const frames = metadata.pages ?? 1;
  if (width === 0 || height === 0) throw new ImageRejected(NOT_AN_IMAGE, 'unsupported_media_type');
  if (width * height * frames > MAX_INPUT_PIXELS)
    throw new ImageRejected(TOO_MANY_PIXELS, 'payload_too_large');

  const pipeline = sharp(bytes, { animated, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .timeout({ seconds: CLEAN_TIMEOUT_SECONDS })
    // Applies the camera's orientation before the EXIF that carried it is dropped.
    .rotate()
    .resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const encoded = {
    jpeg: () => pipeline.jpeg({ quality: 85, mozjpeg: true }),
    png: () => pipeline.png(),
    webp: () => pipeline.webp({ quality: 85 }),
    gif: () => pipeline.gif(),
  }[kind]();
  try {
    const data = await encoded.toBuffer();
    return { data, kind, ...IMAGE_KINDS[kind] };
  } catch {
    throw new ImageRejected(NOT_AN_IMAGE, 'unsupported_media_type');
  }
}
