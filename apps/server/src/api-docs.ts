import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite } from './db/client.ts';
import { apiMarkdown, type OpenApiDocument } from './lib/api-markdown.ts';

/** Where the generated contract is committed. */
export const API_DOCS_FILE = fileURLToPath(new URL('../../../docs/API.md', import.meta.url));

/**
 * Builds the app with default settings on an in-memory database and renders its OpenAPI
 * document as docs/API.md's Markdown.
 */
export async function renderApiDocs(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podpie-api-docs-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      APP_SECRET: 'api-docs-secret-api-docs-secret-0123456789',
      LOG_LEVEL: 'silent',
      RUN_JOBS: 'false',
      WEB_DIST: join(dataDir, 'no-web-build'),
    });
    const app = await buildApp(config, { database: await openPglite(undefined) });
    try {
      await app.ready();
      return apiMarkdown(app.swagger() as unknown as OpenApiDocument);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
