import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's twin of apps/web/src/shared/feature-boundaries.test.ts: the layout as a test.
const SRC = dirname(fileURLToPath(import.meta.url));
// Static imports (type-only ones too: they tie files together for a reader all the same),
// re-exports and dynamic import() of a relative path.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.m?ts$/.test(entry.name) ? [path] : [];
  });
}

const underSrc = (path: string) => relative(SRC, path).split(sep).join('/');

/**
 * The relative imports of one file, resolved to paths under src; a repository script a test
 * reads (../scripts) is no file of the server's and is left out.
 */
export function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .map((match) => underSrc(resolve(dirname(file), match[1] ?? '')))
    .filter((path) => !path.startsWith('../'));
}

/** Modules that never import each other, each way, with the reason. */
const APART: readonly (readonly [string, string, string])[] = [
  [
    'public-page',
    'mailing',
    "the page draws a sign-up form from its block; mailing owns the form's routes and deliveries",
  ],
];

/** Why an import from `from` to `target` (paths under src) breaks the layout, or null. */
export function boundaryBreach(from: string, target: string): string | null {
  const [fromTop, fromModule] = from.split('/');
  const [targetTop, targetModule] = target.split('/');
  if (fromTop === 'lib' && (targetTop === 'modules' || target === 'app.ts')) {
    return 'lib/ is the bottom layer under the modules: it imports none of them';
  }
  if (fromTop !== 'modules' || targetTop !== 'modules' || fromModule === targetModule) return null;
  // A test builds its world through any module's test support.
  if (from.endsWith('.test.ts')) return null;
  for (const [a, b, reason] of APART) {
    if ((fromModule === a && targetModule === b) || (fromModule === b && targetModule === a)) {
      return `${a} and ${b} never import each other: ${reason}`;
    }
  }
  return null;
}

/** Every import circle among the files (Tarjan's strongly connected components). */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(target) ?? 0));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const circle: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    const selfImport = graph.get(file)?.includes(file) ?? false;
    if (circle.length > 1 || selfImport) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

const graph = new Map(
  sourceFiles(SRC).map((file) => [underSrc(file), importsOf(file, readFileSync(file, 'utf8'))]),
);

describe('the server keeps its layers and modules apart', () => {
  it('reads imports and circles the way the rules mean them', () => {
    expect(
      // Written in two pieces, so this file does not import what its example names.
      importsOf(
        join(SRC, 'lib/x.ts'),
        ['import type { S } from ', "'../modules/a/b.ts';"].join(''),
      ),
    ).toEqual(['modules/a/b.ts']);
    expect(boundaryBreach('lib/auth.ts', 'modules/auth/sessions.ts')).not.toBeNull();
    expect(boundaryBreach('lib/web-app.test.ts', 'app.ts')).not.toBeNull();
    expect(boundaryBreach('lib/auth.ts', 'lib/errors.ts')).toBeNull();
    expect(boundaryBreach('lib/jobs.ts', 'db/client.ts')).toBeNull();
    expect(boundaryBreach('modules/mailing/a.ts', 'modules/public-page/b.ts')).not.toBeNull();
    expect(boundaryBreach('modules/public-page/a.ts', 'modules/mailing/b.ts')).not.toBeNull();
    expect(boundaryBreach('modules/public-page/a.ts', 'modules/feeds/b.ts')).toBeNull();
    expect(boundaryBreach('modules/mailing/a.test.ts', 'modules/public-page/b.ts')).toBeNull();
    expect(
      importCircles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', ['a.ts']],
          ['d.ts', ['a.ts']],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCircles(new Map([['a.ts', ['b.ts']]]))).toEqual([]);
  });

  it('has no import circle among its files', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('keeps lib/ under the modules, and keeps public-page and mailing apart', () => {
    const breaches = [...graph].flatMap(([from, targets]) =>
      targets.flatMap((target) => {
        const why = boundaryBreach(from, target);
        return why ? [`${from} -> ${target}: ${why}`] : [];
      }),
    );
    expect(breaches).toEqual([]);
  });

  it('reads every file it judges: each import names a file that exists', () => {
    const missing = [...graph].flatMap(([from, targets]) =>
      targets.filter((target) => !graph.has(target)).map((target) => `${from} -> ${target}`),
    );
    expect(missing).toEqual([]);
  });
});
