import { z } from 'zod';

/** A whole number from the environment, with a message that says which numbers are allowed. */
export const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) => {
  const rule =
    max === Number.MAX_SAFE_INTEGER
      ? `must be a whole number of at least ${min}`
      : `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: rule })
    .int({ error: rule })
    .min(min, { error: rule })
    .max(max, { error: rule });
};

/** An http(s) base address from the environment, kept without a trailing slash. */
export const httpAddress = z
  .url({ protocol: /^https?$/, error: 'must be an http or https address' })
  .transform((value) => value.replace(/\/+$/, ''));
