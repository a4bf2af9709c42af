import { projectSchema, publicLink } from '@podpie/core';
import { z } from 'zod';
import type { projects } from '../../db/schema.ts';

export type ProjectRow = typeof projects.$inferSelect;

/** A project as the API answers it: Project plus its page title and public short link. */
export const projectViewSchema = projectSchema.extend({
  title: z.string().nullable().describe("The HEADER-TITLE block's title"),
  short_link: z.string().describe('PUBLIC_URL + "/" + slug'),
});
export type ProjectView = z.output<typeof projectViewSchema>;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toProjectView(
  row: ProjectRow,
  title: string | null,
  publicUrl: string,
): ProjectView {
  const { userId: _owner, created_at, updated_at, pies_updated_at, ...style } = row;
  return {
    ...style,
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
    pies_updated_at: iso(pies_updated_at),
    title,
    short_link: publicLink(publicUrl, row.slug),
  };
}
