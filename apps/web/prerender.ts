// After the browser build, builds src/prerender-entry.tsx for Node and writes the screens a
// signed-out visitor opens first, in every interface language, as whole HTML documents:
// dist/prerendered/<language>/<screen>.html. The server sends the one for the visitor's language
// (apps/server/src/lib/prerendered.ts); the app replaces it when it arrives (src/main.tsx).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

// The config may import nothing that Node cannot run as it stands (TypeScript sources of the
// app, @podpie/core): what the entry offers is described here, not imported.
type Entry = {
  APP_LOADER: string;
  routeSources(): Record<string, string[]>;
  prerenderDocuments(
    template: string,
    scripts: Record<string, string[]>,
    styles: Record<string, string[]>,
    loader: string,
  ): Promise<{ language: string; name: string; html: string }[]>;
};

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

type Chunk = Manifest[string];

/** What `pick` names (its /assets files) of a manifest chunk and of every chunk it imports statically. */
function staticFiles(
  manifest: Manifest,
  key: string,
  pick: (chunk: Chunk) => readonly string[],
  into: Set<string>,
  seen = new Set<string>(),
) {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return into;
  seen.add(key);
  for (const file of pick(chunk)) into.add(`/${file}`);
  for (const next of chunk.imports ?? []) staticFiles(manifest, next, pick, into, seen);
  return into;
}

/** For each route pattern, what `pick` names for its lazy modules beyond what index.html brings. */
function routeFiles(
  manifest: Manifest,
  sources: Record<string, string[]>,
  pick: (chunk: Chunk) => readonly string[],
) {
  const initial = staticFiles(manifest, 'index.html', pick, new Set());
  return Object.fromEntries(
    Object.entries(sources).map(([pattern, keys]) => {
      const files = new Set<string>();
      for (const key of keys) staticFiles(manifest, key, pick, files);
      return [pattern, [...files].filter((file) => !initial.has(file))];
    }),
  );
}

/**
 * The scripts: the server names them in the route's first HTML (modulepreload), so the browser
 * fetches the route's whole graph at once instead of discovering it import by import.
 */
const scriptsOf = (chunk: Chunk) => [chunk.file];
/**
 * The stylesheets: a frame drawn at build time links them, so it looks as the app will draw it
 * (the editor's editor.css).
 */
const stylesOf = (chunk: Chunk) => chunk.css ?? [];

export function prerender(root: string): Plugin {
  let isServerBuild = false;
  return {
    name: 'podpie-prerender',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      const out = mkdtempSync(join(tmpdir(), 'podpie-prerender-'));
      try {
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          plugins: [react()],
          // One copy of everything, antd's style cache above all, whatever Node would resolve.
          ssr: { noExternal: true },
          build: {
            ssr: 'src/prerender-entry.tsx',
            outDir: out,
            emptyOutDir: true,
            rolldownOptions: { output: { entryFileNames: 'prerender-entry.mjs' } },
          },
        });
        const entry = (await import(pathToFileURL(join(out, 'prerender-entry.mjs')).href)) as Entry;
        const dist = join(root, 'dist');
        const template = readFileSync(join(dist, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const sources = entry.routeSources();
        const scripts = routeFiles(manifest, sources, scriptsOf);
        mkdirSync(join(dist, 'prerendered'), { recursive: true });
        const loaderName = `app-loader-${createHash('sha256').update(entry.APP_LOADER).digest('hex').slice(0, 8)}.js`;
        writeFileSync(join(dist, 'assets', loaderName), entry.APP_LOADER);
        writeFileSync(join(dist, 'prerendered', 'route-scripts.json'), JSON.stringify(scripts));
        for (const { language, name, html } of await entry.prerenderDocuments(
          template,
          scripts,
          routeFiles(manifest, sources, stylesOf),
          `/assets/${loaderName}`,
        )) {
          mkdirSync(join(dist, 'prerendered', language), { recursive: true });
          writeFileSync(join(dist, 'prerendered', language, `${name}.html`), html);
        }
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  };
}
