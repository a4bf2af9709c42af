/**
 * One drawable icon: a viewBox and one or more SVG path strings, or instead of the paths the
 * address of its symbol in an SVG sprite (the web app's build, see built-in-shapes.ts).
 */
export interface IconShape {
  viewBox: string;
  paths: readonly string[];
  href?: string;
}

/** Looks up an icon of the picker (group fab/fas/podcasts, name like 'telegram') or null. */
export type IconResolver = (
  group: string | null | undefined,
  name: string | null | undefined,
) => IconShape | null;

/** The shape of a Font Awesome icon definition, without depending on its type package. */
export interface FontAwesomeDefinition {
  prefix: string;
  iconName: string;
  icon: [number, number, ReadonlyArray<string | number>, string, string | readonly string[]];
}

export function fromFontAwesome(definition: FontAwesomeDefinition): IconShape {
  const [width, height, , , path] = definition.icon;
  return { viewBox: `0 0 ${width} ${height}`, paths: typeof path === 'string' ? [path] : path };
}

/** simple-icons draws every logo as one path on a 24 by 24 grid. */
export function fromSimpleIcon(icon: { path: string }): IconShape {
  return { viewBox: '0 0 24 24', paths: [icon.path] };
}
