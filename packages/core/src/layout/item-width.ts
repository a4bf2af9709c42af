import { COLUMN_WIDTHS, type ColumnWidth, MAX_COLUMNS } from '../constants.ts';

/**
 * Width of item `index` (from 0) of `count` items laid out in `columns` columns (1 to 3):
 * 100%, 48% or 32%. Full rows use the column width; a last row that is not full spreads its items
 * across the row, so a lonely last item is 100% wide and a last pair 48% each.
 */
export function itemWidth(count: number, index: number, columns: number): ColumnWidth {
  const perRow = Math.max(1, Math.min(MAX_COLUMNS, Math.floor(columns), Math.floor(count)));
  const fullRows = Math.floor(count / perRow);
  const inLastRow = Math.floor(index / perRow) >= fullRows ? count % perRow : perRow;
  return COLUMN_WIDTHS[Math.max(1, inLastRow) - 1] ?? COLUMN_WIDTHS[0];
}
