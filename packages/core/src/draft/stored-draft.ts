import { z } from 'zod';
import { pieSchema } from '../pie/schema.ts';
import { projectStyleSchema } from '../project/schema.ts';

/** What the browser keeps of a page being edited: its style, its blocks and when it changed. */
export const storedDraftSchema = z.object({
  project: projectStyleSchema,
  pies: z.array(pieSchema),
  updated_at: z.iso.datetime({ offset: true }),
});
export type StoredDraft = z.output<typeof storedDraftSchema>;

/**
 * Reads a draft from browser storage. Storage is outside our control (an old version, another
 * tab, a hand edit), so anything that is not a valid draft reads as no draft.
 */
export function parseStoredDraft(text: string | null): StoredDraft | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const result = storedDraftSchema.safeParse(value);
  return result.success ? result.data : null;
}
