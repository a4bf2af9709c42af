import { BUILT_IN_ICONS } from './built-in-shapes.ts';
import { iconKey } from './icon-index.ts';
import type { IconShape } from './icon-shape.ts';

/** The icons a page draws without an icon pack (see built-in-shapes.ts for the list). */
export function builtInIcon(
  group: string | null | undefined,
  name: string | null | undefined,
): IconShape | null {
  if (!name) return null;
  return BUILT_IN_ICONS.get(iconKey(group ?? '', name)) ?? null;
}
