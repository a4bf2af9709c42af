import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../test/helper.ts';

let t: TestApp;
let owner: AuthHeaders;
let projectId: number;

const piesNow = async () =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/pies`, headers: owner })
  ).json();
const sync = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/pies/sync`,
    headers: owner,
    payload: payload as object,
  });

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
  const first = await sync([
    { id: -1, main_type: 'TEXT-INPUT', description: 'Kept', sort_order: 1 },
  ]);
  expect(first.statusCode).toBe(200);
});
afterAll(() => t.app.close());

const text = (extra: Record<string, unknown>) => [
  { id: -1, main_type: 'TEXT-INPUT', description: 'New', sort_order: 1, ...extra },
];

describe('input that used to answer 500', () => {
  it.each([
    ['a NUL character in a text field', text({ description: 'a\u0000b' }), /NUL character/],
    ['a sort_order of 2^31', text({ sort_order: 2 ** 31 }), /sort_order must be a whole number/],
    [
      'an integration_id of 2^31',
      [
        {
          id: -1,
          main_type: 'MAILING-LIST',
          title: 'Join',
          integration_id: 2 ** 31,
          sort_order: 1,
        },
      ],
      /integration_id must be a whole number/,
    ],
    ['a countdown in year 0000', text({ countdown_to_date: '0000-01-01T00:00:00Z' }), /valid date/],
    [
      'a schedule in year 0000',
      text({ schedule_from_date: '0000-06-01T00:00:00+00:00' }),
      /valid date/,
    ],
  ])('%s is a 422 with a message and changes nothing', async (_name, payload, message) => {
    const before = await piesNow();
    const response = await sync(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.join(' ')).toMatch(message);
    expect(await piesNow()).toEqual(before);
  });

  it('refuses a selected_theme_id of 2^31 on a project', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${projectId}`,
      headers: owner,
      payload: { selected_theme_id: 2 ** 31 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatch(/selected_theme_id must be a whole number/);
  });

  it('answers a multipart upload without a boundary with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { ...owner, 'content-type': 'multipart/form-data' },
      payload: 'no boundary here',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatch(/multipart form data/);
  });
});

describe('pies/sync with a base date in the future', () => {
  it('is a stale copy: 409 with the stored blocks, nothing replaced', async () => {
    const before = await piesNow();
    const response = await sync({
      base_pies_updated_at: '2999-01-01T00:00:00.000Z',
      pies: text({ description: 'Overwrite' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().pies.map((pie: { description: string }) => pie.description)).toEqual([
      'Kept',
    ]);
    expect(await piesNow()).toEqual(before);
  });
});
