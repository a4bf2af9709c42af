// Writes a brotli and a gzip copy of every text asset next to it when Vite builds, so the server
// sends the smallest encoding the browser takes without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/** Brotli's best quality takes seconds on the icon packs; a notch lower costs them ~2%. */
const LARGE_BYTES = 256 * 1024;

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) {
      // Vite's manifest is read by tools, never sent to browsers.
      if (entry !== '.vite') yield* filesUnder(path);
    } else if (COMPRESSIBLE.test(entry)) {
      yield path;
    }
  }
}

export function precompress(outDir: string): Plugin {
  return {
    name: 'podpie-precompress',
    apply: 'build',
    closeBundle() {
      for (const path of filesUnder(outDir)) {
        const bytes = readFileSync(path);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]:
                bytes.length > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
      }
    },
  };
}
