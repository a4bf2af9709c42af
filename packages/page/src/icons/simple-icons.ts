import { SIMPLE_ICON_MARKS } from './built-in-shapes.ts';
import type { IconShape } from './icon-shape.ts';

/** A directory's simple-icons mark by its slug, or null (the caller draws another). */
export function simpleIconMark(slug: string | null | undefined): IconShape | null {
  return slug ? (SIMPLE_ICON_MARKS.get(slug) ?? null) : null;
}
