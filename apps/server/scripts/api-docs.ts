// `npm run docs:api`: writes docs/API.md from the running app's OpenAPI document.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { API_DOCS_FILE, renderApiDocs } from '../src/api-docs.ts';

mkdirSync(dirname(API_DOCS_FILE), { recursive: true });
writeFileSync(API_DOCS_FILE, await renderApiDocs());
console.log(`wrote ${API_DOCS_FILE}`);
