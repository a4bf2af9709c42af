/**
 * The option a results list highlights after a key press (-1: none), following the WAI-ARIA
 * combobox pattern: arrows move and wrap (Home and End stay with the text box's caret).
 */
export function nextActiveOption(active: number, key: string, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 || active >= count ? count - 1 : active - 1;
    default:
      return Math.min(active, count - 1);
  }
}
