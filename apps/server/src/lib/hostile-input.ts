// Values every route refuses before its own schema sees them, because the database would refuse
// them later with a 500: the NUL character (PostgreSQL text cannot hold it) and whole numbers
// outside PostgreSQL's integer (ids, sort orders, theme ids are all int4 columns), and a lone
// UTF-16 surrogate ("\ud800" in JSON), which jsonb columns refuse and UTF-8 cannot carry.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000).';
export const LONE_SURROGATE_MESSAGE =
  'Text must be valid Unicode: it holds half of a character (a lone \\uD800-\\uDFFF escape).';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const numberTooLarge = (field: string): string =>
  `${field} must be a whole number between -2147483648 and 2147483647.`;

const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

/** The first problem in a parsed body or query, walked without recursion (bodies may nest deep). */
export const hostileValueIn = (root: unknown): string | null => {
  const pending: Array<{ value: unknown; field: string }> = [{ value: root, field: 'value' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, field } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return NUL_MESSAGE;
      if (LONE_SURROGATE.test(value)) return LONE_SURROGATE_MESSAGE;
    } else if (typeof value === 'number') {
      if (Number.isInteger(value) && (value > INT4_MAX || value < INT4_MIN)) {
        return numberTooLarge(field);
      }
    } else if (Array.isArray(value)) {
      for (const entry of value) pending.push({ value: entry, field });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, entry] of Object.entries(value)) {
        if (key.includes('\u0000')) return NUL_MESSAGE;
        if (LONE_SURROGATE.test(key)) return LONE_SURROGATE_MESSAGE;
        pending.push({ value: entry, field: key });
      }
    }
  }
  return null;
};

export const refuseHostileValues = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    const problem =
      hostileValueIn(request.body) ??
      hostileValueIn(request.query) ??
      hostileValueIn(request.params);
    if (problem) throw new AppError('unprocessable', problem);
  });
};
