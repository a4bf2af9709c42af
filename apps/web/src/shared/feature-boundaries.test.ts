import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sourceFiles } from './source-files-test-support.ts';

const FEATURES = join(SRC, 'features');
// Static imports and re-exports, dynamic import(), and vi.mock() of a relative path.
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative imports of one file, resolved to paths under src. */
export function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((match) =>
    relative(SRC, resolve(dirname(file), match[1] ?? ''))
      .split(sep)
      .join('/'),
  );
}

/**
 * Light entries: files of a feature another feature may import directly, because going through
 * the feature's index.ts would put more into a screen's first download than that screen needs.
 * Each is one self-contained module, and the reason is the bundle, not convenience (README: the
 * JS before /signin draws stays <= 200 KB gzipped, npm run bench -- web-bundle).
 */
const LIGHT_ENTRIES: ReadonlyMap<string, string> = new Map([
  [
    'features/notifications/notify.ts',
    'raising a notice without the error-answer reader: the sign-in screen shows notices on its first download, and index.ts also brings serverMessage and with it zod',
  ],
  [
    'features/notifications/server-message.ts',
    'the error-answer reader alone, imported with import() once a sign-in or sign-up call has failed, so its zod schema is a chunk of its own rather than part of /signin',
  ],
]);

/** Why an import from `from` (a path under src) to `target` breaks the layout, or null. */
export function boundaryBreach(from: string, target: string): string | null {
  const feature = from.split('/')[1];
  const [top, targetFeature, ...rest] = target.split('/');
  if (top === 'app') return 'features never reach into app/: what they share lives in shared/';
  if (top !== 'features' || targetFeature === feature) return null;
  if (rest.length === 1 && /^index\.tsx?$/.test(rest[0] ?? '')) return null;
  if (LIGHT_ENTRIES.has(target)) return null;
  return `another feature is reached only through features/${targetFeature}/index.ts`;
}

describe('the web app keeps its feature folders apart', () => {
  it('reads imports the way the rule means them', () => {
    expect(
      importsOf(join(FEATURES, 'auth/x.ts'), "import { a } from '../editor/draft.ts';"),
    ).toEqual(['features/editor/draft.ts']);
    expect(boundaryBreach('features/auth/x.ts', 'features/editor/draft.ts')).not.toBeNull();
    expect(boundaryBreach('features/auth/x.ts', 'features/editor/index.ts')).toBeNull();
    expect(boundaryBreach('features/auth/x.ts', 'features/auth/y/z.ts')).toBeNull();
    expect(boundaryBreach('features/auth/x.ts', 'app/router.tsx')).not.toBeNull();
    expect(boundaryBreach('features/auth/x.ts', 'shared/session.tsx')).toBeNull();
    expect(boundaryBreach('features/auth/x.ts', 'features/notifications/notify.ts')).toBeNull();
    expect(
      boundaryBreach('features/auth/x.ts', 'features/notifications/notifier.ts'),
    ).not.toBeNull();
  });

  it('imports another feature only through its index.ts, and shared code only from shared/', () => {
    const breaches = sourceFiles(FEATURES).flatMap((file) => {
      const from = relative(SRC, file).split(sep).join('/');
      return importsOf(file, readFileSync(file, 'utf8')).flatMap((target) => {
        const why = boundaryBreach(from, target);
        return why ? [`${from} -> ${target}: ${why}`] : [];
      });
    });
    expect(breaches).toEqual([]);
  });

  it('has no circle among features: none needs, through others, a feature that needs it', () => {
    const needs = new Map<string, Set<string>>();
    for (const file of sourceFiles(FEATURES)) {
      const from = relative(SRC, file).split(sep).join('/');
      const feature = from.split('/')[1] ?? '';
      for (const target of importsOf(file, readFileSync(file, 'utf8'))) {
        const [top, other] = target.split('/');
        if (top !== 'features' || !other || other === feature) continue;
        needs.set(feature, (needs.get(feature) ?? new Set()).add(other));
      }
    }
    const circles: string[] = [];
    const walk = (path: readonly string[]) => {
      for (const next of needs.get(path.at(-1) ?? '') ?? []) {
        if (next === path[0]) circles.push([...path, next].join(' -> '));
        else if (!path.includes(next)) walk([...path, next]);
      }
    };
    for (const feature of needs.keys()) walk([feature]);
    expect(circles).toEqual([]);
  });

  it('keeps its light entries real: each names a file that exists and says why', () => {
    for (const [entry, reason] of LIGHT_ENTRIES) {
      expect(
        sourceFiles(FEATURES).map((file) => relative(SRC, file).split(sep).join('/')),
      ).toContain(entry);
      expect(reason.length).toBeGreaterThan(20);
    }
  });
});
