import { z } from 'zod';

/** The body of every error answer (`{ errors, code }`), from @podpie/core. */
export { errorAnswerSchema as errorAnswer } from '@podpie/core';

/** `:id` of a path: a positive integer that fits the database's integer ids. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
