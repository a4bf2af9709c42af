import { type FontAwesomeDefinition, fromFontAwesome, type IconShape } from './icon-shape.ts';

const PICKER_KEY = /^(fas|fab)\s+fa-(.+)$/;

/**
 * Stored icons come as a group plus a bare name ('fab', 'telegram'), a prefixed name
 * ('fa-telegram') or the picker's whole key in the name ('fab fa-telegram'); all meet here.
 */
export function iconKey(group: string, name: string): string {
  const stored = name.trim().toLowerCase();
  const picker = PICKER_KEY.exec(stored);
  if (picker) return `${picker[1]}:${picker[2]}`;
  return `${group.trim().toLowerCase()}:${stored.replace(/^fa-/, '')}`;
}

/** Indexes definitions by 'prefix:name' and 'prefix:alias' so old stored names keep working. */
export function indexFontAwesome(
  definitions: Iterable<FontAwesomeDefinition>,
): Map<string, IconShape> {
  const index = new Map<string, IconShape>();
  for (const definition of definitions) {
    const shape = fromFontAwesome(definition);
    index.set(`${definition.prefix}:${definition.iconName}`, shape);
    for (const alias of definition.icon[2]) {
      if (typeof alias === 'string') index.set(`${definition.prefix}:${alias}`, shape);
    }
  }
  return index;
}
