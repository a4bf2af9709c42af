import { z } from 'zod';

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** A user-supplied address: http or https only (anything else is a 400). */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isHttpUrl, 'must be an http or https address')
  .describe('An http or https address');

/** Resolves a possibly relative reference against the page address; null when unusable. */
export const absoluteUrl = (
  reference: string | null | undefined,
  base: string | null | undefined,
): string | null => {
  const trimmed = reference?.trim();
  if (!trimmed) return null;
  try {
    const url = base ? new URL(trimmed, base) : new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};
