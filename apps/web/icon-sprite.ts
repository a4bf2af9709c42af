// The editor's preview draws the page's built-in icons and directory marks from an SVG sprite
// written at build time, rather than from path data inside its scripts (26 KB of the editor's
// JavaScript before). The server keeps drawing them inline from the same module, so the public
// page stays one self-contained document.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
// A relative path, not the package's name: Vite loads its config with Node, which runs no
// TypeScript from a linked package.
import { BUILT_IN_SHAPES_MODULE, builtInSprite } from '../../packages/page/src/icons/sprite.ts';

export function iconSprite(): Plugin {
  let base = '/';
  return {
    name: 'podpie-icon-sprite',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id.split('?')[0] !== BUILT_IN_SHAPES_MODULE) return null;
      const sprite = builtInSprite();
      const hash = createHash('sha256').update(sprite.svg).digest('hex').slice(0, 10);
      const fileName = `assets/icons-${hash}.svg`;
      this.emitFile({ type: 'asset', fileName, source: sprite.svg });
      return sprite.moduleFor(`${base}${fileName}`);
    },
  };
}
