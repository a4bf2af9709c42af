import { ImageRejected } from './image.ts';

export const MALFORMED_MULTIPART =
  'The upload could not be read: its multipart form data is malformed or cut short. Please send the image again in the field "file".';

/**
 * A failure while reading an upload's body. Multipart's coded errors (too large, too many parts)
 * and the missing boundary keep their own answers; anything else busboy throws at a body it
 * cannot read (cut short, a bad boundary, a bad part header) is the client's doing: 400.
 */
export function asMultipartRefusal(error: unknown): unknown {
  if (error instanceof ImageRejected) return error;
  if (!(error instanceof Error)) return new ImageRejected(MALFORMED_MULTIPART, 'not_multipart');
  const code: unknown = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  if (error.message.startsWith('Multipart: Boundary not found')) return error;
  return new ImageRejected(MALFORMED_MULTIPART, 'not_multipart');
}
