import { fab } from '@fortawesome/free-brands-svg-icons';
import { fas } from '@fortawesome/free-solid-svg-icons';
import { iconKey, indexFontAwesome } from './font-awesome.ts';
import type { IconResolver, IconShape } from './icon-shape.ts';

let index: Map<string, IconShape> | undefined;

/**
 * Every free solid and brand icon of the picker. Heavy (it holds both packs), so it lives behind
 * its own entry point: the server passes it to <Page icons> to draw any icon an owner picked.
 */
export const allIcons: IconResolver = (group, name) => {
  if (!name) return null;
  index ??= indexFontAwesome([...Object.values(fab), ...Object.values(fas)]);
  return index.get(iconKey(group ?? '', name)) ?? null;
};
