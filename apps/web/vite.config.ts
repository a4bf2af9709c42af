import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeGroups } from './chunk-plan.ts';
import { iconSprite } from './icon-sprite.ts';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';
import { LATER_NAMESPACES } from './src/shared/later-namespaces.ts';

// The API, the parsing service and uploaded files live on the Fastify server; in development Vite
// forwards them so the app talks to one origin exactly as it does in production.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxied = Object.fromEntries(
  ['/api', '/parser', '/uploads'].map((prefix) => [
    prefix,
    { target: API_ORIGIN, changeOrigin: true },
  ]),
);

// Above every route group (chunk-plan.ts), whose priorities count their routes.
const APP_PRIORITY = 1000;

// Everything the first screen imports, in one file: no cascade of small requests. The Chinese
// dictionaries stay chunks of their own, and so do the English namespaces that come with their
// screens (src/shared/english.ts): core's index reaches them statically (translate() for the
// server), which tags them initial too.
const LATER_ENGLISH = `[\\\\/]i18n[\\\\/]en[\\\\/](index|${LATER_NAMESPACES.join('|')})\\.ts`;
const NOT_IN_APP = new RegExp(
  `[\\\\/]i18n[\\\\/]((cn|tw)[\\\\/]|resources|translate)|${LATER_ENGLISH}`,
);
const LATER_ENGLISH_MODULE = new RegExp(`${LATER_ENGLISH}|[\\\\/]shared[\\\\/]texts[\\\\/]`);
const appGroup = {
  name: 'app',
  tags: ['$initial' as const],
  test: (id: string) => !NOT_IN_APP.test(id),
  priority: APP_PRIORITY,
  includeDependenciesRecursively: false,
};

// The English the screens bring (src/shared/english.ts) in one file of its own: too small for a
// route group, it would be merged into the widest one, which the editor loads.
const laterEnglish = {
  name: 'english-later',
  test: (id: string) => LATER_ENGLISH_MODULE.test(id),
  priority: APP_PRIORITY + 1,
  includeDependenciesRecursively: false,
};

const treeshake = {
  // A zod schema nothing reads is not built: each costs the phone's main thread as its module runs.
  manualPureFunctions: ['z'],
  // @podpie/core is pure (no I/O, no globals), but its module-level zod schemas and
  // catalogues look like side effects to the bundler; without this hint /signin would
  // download every catalogue of the editor.
  moduleSideEffects: [
    { test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false },
    // antd's helpers do not declare themselves side-effect free either; the form store
    // would otherwise ride along with every antd Input.
    { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
  ],
};

export default defineConfig(async ({ command }) => {
  const root = import.meta.dirname;
  const routes =
    command === 'build'
      ? await routeGroups(
          root,
          { output: { codeSplitting: { groups: [laterEnglish, appGroup] } }, treeshake },
          0,
        )
      : [];
  return {
    root,
    plugins: [iconSprite(), react(), prerender(root), precompress(join(root, 'dist'))],
    server: { port: 5173, proxy: proxied },
    preview: { proxy: proxied },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The bench reads the manifest to add up the JavaScript /signin loads before it can draw.
      manifest: true,
      sourcemap: process.env.WEB_SOURCEMAP === 'true',
      rolldownOptions: {
        output: { codeSplitting: { groups: [laterEnglish, appGroup, ...routes] } },
        treeshake,
      },
    },
  };
});
