// The JavaScript a browser must load before /signin can draw (issue: under 250 KB gzipped), read
// from Vite's manifest of the production build: the entry chunk and its static imports, never the
// lazy chunks (the editor, the quick start) that only their routes load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from './support/web-build.ts';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const BUDGET_GZIP_BYTES = 250 * 1024;

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

const dist = ensureWebBuild();
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
if (!entry) throw new Error('the manifest names no entry chunk');

const files = [...staticClosure(manifest, entry)].map((key) => manifest[key]?.file ?? key);
let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = readFileSync(join(dist, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}

const lazy = Object.entries(manifest)
  .filter(
    ([key, chunk]) => !chunk.isEntry && !files.includes(chunk.file) && key.includes('features'),
  )
  .map(([key, chunk]) => ({
    key,
    gzip: gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length,
  }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 5);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`initial JS for /signin: ${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzipped`);
console.log(
  `budget ${kb(BUDGET_GZIP_BYTES)} gzipped: ${gzip <= BUDGET_GZIP_BYTES ? 'within' : 'OVER'}`,
);
console.log('largest lazy feature chunks (loaded only on their routes):');
for (const chunk of lazy) console.log(`  ${kb(chunk.gzip).padStart(9)} gzipped  ${chunk.key}`);
