import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOCS_FILE, renderApiDocs } from './api-docs.ts';
import { apiMarkdown } from './lib/api-markdown.ts';

describe('docs/API.md', () => {
  it('is what `npm run docs:api` writes from the served OpenAPI document', {
    timeout: 60_000,
  }, async () => {
    const generated = await renderApiDocs();
    expect(generated).toContain('`POST /api/v1/projects/{id}/pies/sync`');
    expect(readFileSync(API_DOCS_FILE, 'utf8')).toBe(generated);
  });

  it('lists parameters, body fields (optional ones with ?) and answers of each route', () => {
    const markdown = apiMarkdown({
      info: { title: 'T' },
      paths: {
        '/api/things/{id}': {
          put: {
            summary: 'Rename | retag a thing',
            tags: ['things'],
            parameters: [
              { name: 'id', in: 'path', required: true },
              { name: 'dry', in: 'query' },
            ],
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { name: {}, tag: {} }, required: ['name'] },
                },
              },
            },
            responses: { '422': {}, '200': {} },
          },
        },
      },
    });
    expect(markdown).toContain(
      '| `PUT /api/things/{id}` | Rename \\| retag a thing | `id`, `dry?` | `name`, `tag?` | 200, 422 |',
    );
  });
});
