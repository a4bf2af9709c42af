import { iconKey, indexFontAwesome } from './icon-index.ts';
import type { FontAwesomeDefinition, IconResolver, IconShape } from './icon-shape.ts';

/** The Font Awesome packs an owner can pick from. */
export type IconPack = 'fas' | 'fab';

/** The pack that draws a stored icon, or null when no pack does ('podcasts' logos, none). */
export function iconPackOf(
  group: string | null | undefined,
  name: string | null | undefined,
): IconPack | null {
  if (!name) return null;
  const pack = iconKey(group ?? '', name).split(':')[0];
  return pack === 'fas' || pack === 'fab' ? pack : null;
}

/** Draws the icons of one pack, indexed on first use. */
export function packResolver(definitions: () => Iterable<FontAwesomeDefinition>): IconResolver {
  let index: Map<string, IconShape> | undefined;
  return (group, name) => {
    if (!name) return null;
    index ??= indexFontAwesome(definitions());
    return index.get(iconKey(group ?? '', name)) ?? null;
  };
}
