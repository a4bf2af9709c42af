import { itemWidth, MAX_COLUMNS } from '@podpie/core';

/** Widths of `count` items in a grid of up to `columns` columns (core's layout rule). */
export function columnWidths(count: number, columns: number = MAX_COLUMNS): string[] {
  return Array.from({ length: count }, (_, index) => itemWidth(count, index, columns));
}
