import { fileURLToPath } from 'node:url';
import * as builtInShapes from './built-in-shapes.ts';
import type { IconShape } from './icon-shape.ts';

/** Named tables of shapes by key, as built-in-shapes.ts exports them. */
export type ShapeTables = Readonly<Record<string, ReadonlyMap<string, IconShape>>>;

export interface Sprite {
  /** One <symbol> per distinct shape (aliases share theirs). */
  svg: string;
  /** A module exporting the same tables, each shape pointing at its symbol in the sprite at `url`. */
  moduleFor: (url: string) => string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * Turns shape tables into an SVG sprite and the module that draws from it: the browser fetches
 * the sprite once (cached with the other hashed assets) instead of parsing every path as a
 * JavaScript string in the editor's scripts.
 */
export function spriteOf(tables: ShapeTables): Sprite {
  // Each distinct shape's position; its symbol's id is `i` and the position (an XML id may not
  // start with a digit).
  const positions = new Map<IconShape, number>();
  for (const table of Object.values(tables)) {
    for (const shape of table.values()) {
      if (!positions.has(shape)) positions.set(shape, positions.size);
    }
  }
  const shapes = [...positions.keys()];
  const symbols = shapes.map((shape, position) => {
    const paths = shape.paths.map((d) => `<path d="${escapeAttribute(d)}"/>`).join('');
    return `<symbol id="i${position}" viewBox="${escapeAttribute(shape.viewBox)}">${paths}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const moduleFor = (url: string) => {
    const pointers = shapes.map(
      (shape, position) =>
        `{viewBox:${JSON.stringify(shape.viewBox)},paths:[],href:U+"i${position}"}`,
    );
    const exports = Object.entries(tables).map(([name, table]) => {
      const entries = [...table].map(
        ([key, shape]) => `[${JSON.stringify(key)},S[${positions.get(shape)}]]`,
      );
      return `export const ${name}=new Map([${entries.join(',')}]);`;
    });
    return `const U=${JSON.stringify(`${url}#`)};\nconst S=[${pointers.join(',')}];\n${exports.join('\n')}\n`;
  };
  return { svg, moduleFor };
}

/**
 * The module the web build swaps for the sprite's (see apps/web/icon-sprite.ts, which imports this
 * file by its path, where knip does not follow).
 * @public
 */
export const BUILT_IN_SHAPES_MODULE = fileURLToPath(
  new URL('./built-in-shapes.ts', import.meta.url),
);

/**
 * The sprite of every icon and mark a page draws without an icon pack.
 * @public
 */
export const builtInSprite = (): Sprite => spriteOf(builtInShapes);
