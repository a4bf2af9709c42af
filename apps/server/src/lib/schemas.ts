import { z } from 'zod';

/** The body of every error answer. */
export const errorAnswer = z
  .object({ errors: z.array(z.string()).describe('Readable messages, the first is the main one') })
  .describe('An error');

/** `:id` of a path: a positive integer that fits the database's integer ids. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
