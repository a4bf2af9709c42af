// Which server test files open a database, found by reading their imports: every test file from
// which test/database.ts can be reached. `npm run test:pg` runs exactly these on PostgreSQL, and
// freshDatabase refuses to open a database for any other file, so a new database test cannot be
// left out of that pass.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_HELPER = join(SOURCE_ROOT, 'test', 'database.ts');
const IMPORT =
  /(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((match) => resolve(dirname(file), match[1] ?? match[2] ?? ''))
    .filter((path) => existsSync(path));
}

/** Absolute paths of the server test files that reach test/database.ts, sorted. */
export function databaseTestFiles(): string[] {
  const reaches = new Map<string, boolean>();
  const visit = (file: string, path: Set<string>): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (file === DATABASE_HELPER) return true;
    if (path.has(file)) return false;
    path.add(file);
    const found = relativeImports(file).some((next) => visit(next, path));
    path.delete(file);
    reaches.set(file, found);
    return found;
  };
  return testFiles(SOURCE_ROOT)
    .filter((file) => visit(file, new Set()))
    .sort();
}
