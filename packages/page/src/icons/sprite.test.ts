import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ICONS, SIMPLE_ICON_MARKS } from './built-in-shapes.ts';
import type { IconShape } from './icon-shape.ts';
import { type ShapeTables, spriteOf } from './sprite.ts';

type Tables = Record<string, Map<string, IconShape>>;

/** The module the build writes, loaded as the browser would load it. */
async function loadModule(code: string): Promise<Tables> {
  const file = join(mkdtempSync(join(tmpdir(), 'podpie-sprite-')), 'shapes.mjs');
  writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)) as Tables;
}

/** The sprite's symbols by id: their viewBox and path data. */
function symbolsOf(svg: string): Map<string, IconShape> {
  const symbols = new Map<string, IconShape>();
  for (const [, id, viewBox, body] of svg.matchAll(
    /<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g,
  )) {
    const paths = [...(body ?? '').matchAll(/<path d="([^"]*)"\/>/g)].map((match) =>
      (match[1] ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&'),
    );
    symbols.set(id ?? '', { viewBox: viewBox ?? '', paths });
  }
  return symbols;
}

/** Each key's shape as the sprite draws it, through the generated module. */
async function drawnFromSprite(tables: ShapeTables, url: string) {
  const sprite = spriteOf(tables);
  const generated = await loadModule(sprite.moduleFor(url));
  const symbols = symbolsOf(sprite.svg);
  return { sprite, generated, symbols };
}

describe('the icon sprite', () => {
  it('draws every built-in icon and mark exactly as the inline shapes do', async () => {
    const tables = { BUILT_IN_ICONS, SIMPLE_ICON_MARKS };
    const { generated, symbols } = await drawnFromSprite(tables, '/assets/icons-x.svg');
    for (const [name, table] of Object.entries(tables)) {
      expect(table.size).toBeGreaterThan(20);
      expect([...(generated[name]?.keys() ?? [])]).toEqual([...table.keys()]);
      for (const [key, shape] of table) {
        const pointer = generated[name]?.get(key);
        expect(pointer?.paths).toEqual([]);
        expect(pointer?.viewBox).toBe(shape.viewBox);
        const [address, id] = (pointer?.href ?? '').split('#');
        expect(address).toBe('/assets/icons-x.svg');
        expect(symbols.get(id ?? '')).toEqual({ viewBox: shape.viewBox, paths: shape.paths });
      }
    }
  });

  it('holds one symbol per shape, shared by its aliases, and escapes what it writes', async () => {
    const twoPaths: IconShape = { viewBox: '0 0 24 24', paths: ['M0 0h1', 'M2 2h1'] };
    const odd: IconShape = { viewBox: '0 0 10 10', paths: ['M0 0"/><script>x</script>&'] };
    const tables = {
      ICONS: new Map([
        ['fas:pen', twoPaths],
        ['fas:pencil', twoPaths],
        ['fas:odd', odd],
      ]),
    };
    const { sprite, generated, symbols } = await drawnFromSprite(tables, '/a.svg');
    expect(symbols.size).toBe(2);
    expect(sprite.svg).not.toContain('<script>');
    expect(generated.ICONS?.get('fas:pen')?.href).toBe(generated.ICONS?.get('fas:pencil')?.href);
    const oddId = generated.ICONS?.get('fas:odd')?.href?.split('#')[1] ?? '';
    expect(symbols.get(oddId)?.paths).toEqual(odd.paths);
    // Ids are valid XML names: a leading digit would make the fragment point nowhere.
    for (const id of symbols.keys()) expect(id).toMatch(/^[a-z][\w-]*$/);
  });
});
