import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_PAIR_FILES, type FontFile, fontFileUrl } from '@podpie/page/server';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_MESSAGE, sendError } from '../../lib/errors.ts';

const require = createRequire(import.meta.url);
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The woff2 file of one served font, read from its @fontsource package. The address carries the
 * package's version, so an upgraded package must be named in packages/page before it is served.
 */
function readFontFile(file: FontFile): Buffer {
  const manifest = require.resolve(`@fontsource/${file.pkg}/package.json`);
  const { version, license } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    version: string;
    license: string;
  };
  if (version !== file.version) {
    throw new Error(`@fontsource/${file.pkg} is ${version}; packages/page names ${file.version}`);
  }
  // Only open-licensed fonts may be served to every page.
  if (license !== 'OFL-1.1') throw new Error(`@fontsource/${file.pkg} is not OFL-1.1`);
  return readFileSync(
    join(dirname(manifest), 'files', `${file.pkg}-latin-${file.weight}-normal.woff2`),
  );
}

/** Every served font by its address, read once at start (about 130 KB for all of them). */
export function servedFonts(): Map<string, Buffer> {
  const fonts = new Map<string, Buffer>();
  for (const { heading, body } of Object.values(FONT_PAIR_FILES)) {
    for (const file of [heading, body]) fonts.set(fontFileUrl(file), readFontFile(file));
  }
  return fonts;
}

/**
 * GET /assets/fonts/<file>: the font files of the design's font pairs, shared by every page that
 * uses them and cached as immutable (the address changes with the file).
 */
export function registerFontRoutes(app: FastifyInstance): void {
  const fonts = servedFonts();
  app.get<{ Params: { file: string } }>(
    '/assets/fonts/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const font = fonts.get(`/assets/fonts/${request.params.file}`);
      if (!font) return sendError(reply, 'not_found', [NOT_FOUND_MESSAGE]);
      return reply
        .header('content-type', 'font/woff2')
        .header('cache-control', `public, max-age=${YEAR_IN_SECONDS}, immutable`)
        .header('access-control-allow-origin', '*')
        .send(font);
    },
  );
}
