// Property-based fuzzing of every JSON API route: whatever body and query arrive, the answer is
// never a 5xx, and a refused request leaves the stored data exactly as it was. The routes come
// from the OpenAPI document, so a new route is fuzzed without touching this file.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './lib/jobs.ts';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from './test/helper.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  path: string;
}

// Routes that fetch the address they are given (the parser, uploads by URL, a page import) would
// reach out of the machine with a generated public address; their refusals have their own tests.
// Signing out would only end the fuzzing session.
const SKIPPED = [/^\/parser\//, /\/uploads\/url/, /\/import_from_url$/, /\/auth\/sign_out$/];

// Enough runs to meet NUL characters, huge integers, deep nesting and wrong types on every route
// in well under a minute on two cores.
const RUNS_PER_ROUTE = 12;

let t: TestApp;
let owner: AuthHeaders;
let projectId: number;
let routes: Route[] = [];

const snapshot = async () => {
  const tables = ['users', 'projects', 'pies', 'mailing_integrations', 'subscribers'];
  const parts: unknown[] = [];
  for (const table of tables) {
    parts.push(rowsOf(await t.app.db.execute(sql.raw(`select * from ${table} order by 1`))));
  }
  return JSON.stringify(parts);
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: owner,
    payload: {},
  });
  projectId = created.json().data.id;
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/pies/sync`,
    headers: owner,
    payload: [{ id: -1, main_type: 'TEXT-INPUT', description: 'Hello', sort_order: 1 }],
  });
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => ({ method: method.toUpperCase() as Method, path }))
      .filter((route) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .filter(
        (route) => route.path.startsWith('/api/') && !SKIPPED.some((skip) => skip.test(route.path)),
      ),
  );
});
afterAll(() => t.app.close());

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '',
    ' ',
    '<script>',
    '../../etc/passwd',
    '%00',
    '{"$ne":1}',
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -1, 0, 0.5, 1e308),
);
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const FIELD_NAMES = [
  'id',
  'title',
  'description',
  'sort_order',
  'integration_id',
  'selected_theme_id',
  'slug',
  'email',
  'password',
  'main_type',
  'pies',
  'base_pies_updated_at',
  'countdown_to_date',
  'value',
  'link_value',
  '__proto__',
  'constructor',
];
const body = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('array')),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), tie('value'), {
    maxKeys: 6,
  }),
  array: fc.array(tie('value'), { maxLength: 4 }),
})).value;
const query = fc.dictionary(
  fc.constantFrom('uri', 'page', 'q', 'id', 'itunes_id', 'key', 'limit'),
  hostileString,
  { maxKeys: 3 },
);
const pathParam = fc.oneof(fc.constant(''), hostileNumber.map(String), hostileString);

const urlFor = (route: Route, param: string, search: Record<string, string>) => {
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === 'id' && param === '' ? String(projectId) : encodeURIComponent(param || name),
  );
  const qs = new URLSearchParams(search).toString();
  return qs ? `${path}?${qs}` : path;
};

describe('fuzzing every API route', () => {
  it('finds the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  it('never answers 5xx, and a refused request changes nothing stored', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          body,
          query,
          pathParam,
          fc.boolean(),
          async (payload, search, param, signedIn) => {
            const before = await snapshot();
            const response = await t.app.inject({
              method: route.method,
              url: urlFor(route, param, search),
              headers: { ...(signedIn ? owner : {}), 'content-type': 'application/json' },
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : { payload: JSON.stringify(payload) }),
            });
            expect(
              response.statusCode,
              `${route.method} ${route.path}: ${response.body}`,
            ).toBeLessThan(500);
            if (response.statusCode >= 400) expect(await snapshot()).toBe(before);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: 14 },
      );
    }
  }, 120_000);
});
