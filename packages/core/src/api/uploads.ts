import { z } from 'zod';
import { artworkPaletteSchema } from '../design/artwork-colours.ts';
import { httpUrl } from '../shared/url.ts';

// The contract of /v1/uploads: an image is kept, re-encoded, and answered with its addresses.

/** POST /v1/uploads and POST /v1/uploads/from_url */
export const uploadAnswerSchema = z.object({
  uuid: z.string(),
  cdnUrl: z.string(),
  originalUrl: z.string(),
  mimeType: z.string(),
  /** The image's main and accent colours, for a starter page in the show's colours. */
  palette: artworkPaletteSchema.nullable().optional(),
});
export type UploadAnswer = z.output<typeof uploadAnswerSchema>;

/** POST /v1/uploads/from_url */
export const uploadFromUrlBodySchema = z.object({ url: httpUrl });
