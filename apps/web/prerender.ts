// After the browser build, builds src/prerender-entry.tsx for Node and writes the screens a
// signed-out visitor opens first, in every interface language, as whole HTML documents:
// dist/prerendered/<language>/<screen>.html. The server sends the one for the visitor's language
// (apps/server/src/lib/prerendered.ts); the app replaces it when it arrives (src/main.tsx).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
// The config may import nothing that Node cannot run as it stands (TypeScript sources of the
// app, @podpie/core): what the entry offers is described here, not imported.
type Entry = {
  prerenderDocuments(template: string): Promise<{ language: string; name: string; html: string }[]>;
};

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
        for (const { language, name, html } of await entry.prerenderDocuments(template)) {
          mkdirSync(join(dist, 'prerendered', language), { recursive: true });
          writeFileSync(join(dist, 'prerendered', language, `${name}.html`), html);
        }
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  };
}
