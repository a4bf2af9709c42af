import { z } from 'zod';
import { pieSchema, syncPiesSchema } from '../pie/schema.ts';
import { piesForSaveSchema } from '../validation/pie-for-save.ts';
import { errorAnswerSchema } from './errors.ts';

// The contract of /v1/projects/:id/pies: what the server validates and answers, and what the app
// parses. Each route's request and response schemas live here once.

/** The blocks as stored, with the stamp a later save must start from. */
export const storedPiesSchema = z.object({
  pies: z.array(pieSchema),
  pies_updated_at: z.string().nullable(),
});
export type StoredPies = z.output<typeof storedPiesSchema>;

/** GET /v1/projects/:id/pies */
export const piesListAnswerSchema = z.object({
  data: z.array(pieSchema),
  pies_updated_at: z.string().nullable(),
});

const syncObject = z.strictObject({
  pies: piesForSaveSchema.describe('Every block of the page, in any order'),
  base_pies_updated_at: syncPiesSchema.shape.base_pies_updated_at.describe(
    'The pies_updated_at the client started from; a stamp other than the stored one (older, or later than any the server gave) answers 409 with the stored copy',
  ),
});
/** POST /v1/projects/:id/pies/sync: `Pie[]` or `{ pies, base_pies_updated_at }`; the plain array skips the stale-copy check. */
export const syncPiesBodySchema = z.preprocess(
  (body) => (Array.isArray(body) ? { pies: body } : body),
  syncObject,
);

/** The 409 of a sync: the error and the stored copy the client should load instead. */
export const syncConflictAnswerSchema = errorAnswerSchema.extend(storedPiesSchema.shape);
