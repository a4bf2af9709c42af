import { type ProjectView, publicLink } from '@podpie/core';
import type { projects } from '../../db/schema.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type { ProjectView } from '@podpie/core';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toProjectView(
  row: ProjectRow,
  title: string | null,
  publicUrl: string,
): ProjectView {
  const {
    userId: _owner,
    created_at,
    updated_at,
    pies_updated_at,
    addressChosenAt,
    ...style
  } = row;
  return {
    ...style,
    address_chosen: addressChosenAt !== null,
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
    pies_updated_at: iso(pies_updated_at),
    title,
    short_link: publicLink(publicUrl, row.slug),
  };
}
