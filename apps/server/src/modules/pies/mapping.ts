import type { Pie, StoredPies } from '@podpie/core';
import type { pies } from '../../db/schema.ts';

export type PieRow = typeof pies.$inferSelect;
export type NewPieRow = typeof pies.$inferInsert;

const toIso = (date: Date | null) => (date === null ? null : date.toISOString());
const toDate = (iso: string | null) => (iso === null ? null : new Date(iso));

/** A stored block as the API answers it. */
export function pieFromRow(row: PieRow): Pie {
  const { projectId: _project, ...fields } = row;
  return {
    ...fields,
    updated_at: toIso(row.updated_at),
    schedule_from_date: toIso(row.schedule_from_date),
    schedule_to_date: toIso(row.schedule_to_date),
    countdown_from_date: toIso(row.countdown_from_date),
    countdown_to_date: toIso(row.countdown_to_date),
  };
}

/** The columns of a block for `projectId` (the id is the database's to choose). */
export function pieToRow(pie: Pie, projectId: number, updatedAt: Date | null): NewPieRow {
  const { id: _id, ...fields } = pie;
  return {
    ...fields,
    projectId,
    updated_at: updatedAt,
    schedule_from_date: toDate(pie.schedule_from_date),
    schedule_to_date: toDate(pie.schedule_to_date),
    countdown_from_date: toDate(pie.countdown_from_date),
    countdown_to_date: toDate(pie.countdown_to_date),
  };
}

/** True when the incoming block differs from the stored row in anything but updated_at. */
export function pieChanged(stored: PieRow, incoming: Pie): boolean {
  const before = pieFromRow(stored);
  const after = pieFromRow({
    ...stored,
    ...pieToRow(incoming, stored.projectId, stored.updated_at),
  });
  return (Object.keys(before) as (keyof Pie)[]).some((key) => before[key] !== after[key]);
}

/** Rows in page order and the page's stamp, as the API answers a project's blocks. */
export function stored(rows: PieRow[], piesUpdatedAt: Date | null): StoredPies {
  return { pies: rows.map(pieFromRow), pies_updated_at: piesUpdatedAt?.toISOString() ?? null };
}
