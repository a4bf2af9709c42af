import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { STALE_COPY_MESSAGE } from './service.ts';

/** The most blocks a page holds. */
const MAX_PIES_PER_PROJECT = 200;
const EMPTY_PIE_MESSAGE =
  'A block needs some content: a title, a description, a link, an image or an icon.';

let t: TestApp;
let owner: AuthHeaders;
let stranger: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
});
afterAll(() => t.app.close());

type StoredPie = { id: number; title: string | null; sort_order: number } & Record<string, unknown>;
type Stored = { pies: StoredPie[]; pies_updated_at: string | null };

async function newProject(headers = owner): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers,
    payload: {},
  });
  return response.json().data.id;
}

const sync = (projectId: number, payload: object, headers: AuthHeaders | null = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/pies/sync`,
    ...(headers ? { headers } : {}),
    payload,
  });

const read = (projectId: number, headers: AuthHeaders | null = owner) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${projectId}/pies`,
    ...(headers ? { headers } : {}),
  });

const header = { id: -101, main_type: 'HEADER-TITLE', title: 'The Morning Show', sort_order: 1 };
const link = {
  id: -102,
  main_type: 'LINK-INPUT',
  title: 'Our website',
  link_value: 'https://example.com',
  sort_order: 2,
};
const text = {
  id: -103,
  main_type: 'TEXT-INPUT',
  description: 'Every weekday at 7.',
  sort_order: 3,
};

describe('syncing blocks', () => {
  it('creates new blocks with real ids and answers them in page order', async () => {
    const projectId = await newProject();
    const response = await sync(projectId, [text, header, link]);
    expect(response.statusCode).toBe(200);
    const body: Stored = response.json();
    expect(body.pies.map((pie) => pie.title ?? pie.description)).toEqual([
      'The Morning Show',
      'Our website',
      'Every weekday at 7.',
    ]);
    expect(body.pies.every((pie) => pie.id > 0)).toBe(true);
    expect(body.pies[0]).toMatchObject({ is_pop: false, is_hidden: false, sortable: true });
    expect(Date.parse(body.pies_updated_at ?? '')).toBeGreaterThan(0);

    const readBack = await read(projectId);
    expect(readBack.json()).toEqual({ data: body.pies, pies_updated_at: body.pies_updated_at });
    const project = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}`,
      headers: owner,
    });
    expect(project.json().data).toMatchObject({
      title: 'The Morning Show',
      pies_updated_at: body.pies_updated_at,
    });
  });

  it('updates known ids, deletes the ones left out and bumps pies_updated_at', async () => {
    const projectId = await newProject();
    const first: Stored = (await sync(projectId, [header, link, text])).json();
    const [storedHeader, storedLink] = first.pies;
    const second = await sync(projectId, {
      pies: [
        { ...storedHeader, title: 'The Evening Show' },
        { ...storedLink },
        { id: -5, main_type: 'LINK-INPUT', title: 'Shop', link_value: 'https://shop.example.com' },
      ],
      base_pies_updated_at: first.pies_updated_at,
    });
    expect(second.statusCode).toBe(200);
    const body: Stored = second.json();
    expect(body.pies.map((pie) => [pie.id > 0, pie.title])).toEqual([
      [true, 'Shop'],
      [true, 'The Evening Show'],
      [true, 'Our website'],
    ]);
    expect(body.pies.find((pie) => pie.title === 'The Evening Show')?.id).toBe(storedHeader?.id);
    expect(body.pies.some((pie) => pie.description === 'Every weekday at 7.')).toBe(false);
    expect(Date.parse(body.pies_updated_at ?? '')).toBeGreaterThan(
      Date.parse(first.pies_updated_at ?? ''),
    );
    const unchanged = body.pies.find((pie) => pie.id === storedLink?.id);
    expect(unchanged?.updated_at).toBe(storedLink?.updated_at);
  });

  it('answers 409 with the stored copy when based on an older copy, and changes nothing', async () => {
    const projectId = await newProject();
    const first: Stored = (
      await sync(projectId, { pies: [header], base_pies_updated_at: null })
    ).json();
    const second: Stored = (
      await sync(projectId, { pies: [header, link], base_pies_updated_at: first.pies_updated_at })
    ).json();
    const stale = await sync(projectId, {
      pies: [text],
      base_pies_updated_at: first.pies_updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errors: [STALE_COPY_MESSAGE],
      pies: second.pies,
      pies_updated_at: second.pies_updated_at,
    });
    const fromScratch = await sync(projectId, { pies: [text], base_pies_updated_at: null });
    expect(fromScratch.statusCode).toBe(409);
    expect((await read(projectId)).json().data).toEqual(second.pies);
  });

  it(`holds at most ${MAX_PIES_PER_PROJECT} blocks`, async () => {
    const projectId = await newProject();
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: -(index + 1),
        main_type: 'TEXT-INPUT',
        title: `Block ${index + 1}`,
        sort_order: index + 1,
      }));
    const full = await sync(projectId, many(MAX_PIES_PER_PROJECT));
    expect(full.statusCode).toBe(200);
    expect(full.json().pies).toHaveLength(MAX_PIES_PER_PROJECT);
    const over = await sync(projectId, many(MAX_PIES_PER_PROJECT + 1));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      errors: [`A page holds at most ${MAX_PIES_PER_PROJECT} blocks.`],
    });
    expect((await read(projectId)).json().data).toHaveLength(MAX_PIES_PER_PROJECT);
  });

  it('refuses empty blocks, script URLs, wrong types and unknown fields, changing nothing', async () => {
    const projectId = await newProject();
    const before: Stored = (await sync(projectId, [header])).json();
    const bad: [object, string][] = [
      [[{ id: -1, main_type: 'LINK-INPUT' }], `pies[0]: ${EMPTY_PIE_MESSAGE}`],
      [
        [{ ...link, link_value: 'javascript:alert(document.cookie)' }],
        'pies[0].link_value: Please enter a valid link (http, https, mailto or tel).',
      ],
      [[{ ...link, image_url: 'data:text/html,<script>alert(1)</script>' }], 'pies[0].image_url'],
      [[{ ...link, sort_order: 'first' }], 'pies[0].sort_order: Invalid input'],
      [[{ ...link, onclick: 'alert(1)' }], 'Unknown field "onclick" in pies[0].'],
      [{ pies: [link], extra: true }, 'Unknown field "extra".'],
      [[{ ...link, main_type: 'IFRAME' }], 'pies[0].main_type'],
      [
        [{ ...link, title_font_size: 46 }],
        'pies[0].title_font_size: Font sizes are chosen from 6 to 45.',
      ],
      [
        [{ ...link, placeholder: 'x'.repeat(129) }],
        'pies[0].placeholder: Please keep the placeholder to 128 characters.',
      ],
    ];
    for (const [payload, message] of bad) {
      const response = await sync(projectId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[0]).toContain(message);
    }
    expect((await read(projectId)).json()).toEqual({
      data: before.pies,
      pies_updated_at: before.pies_updated_at,
    });
  });

  it('refuses two blocks with one id', async () => {
    const projectId = await newProject();
    const stored: Stored = (await sync(projectId, [header])).json();
    const twice = stored.pies[0];
    const response = await sync(projectId, [twice, { ...twice, title: 'Copy' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: ['Each block must have a different id.'] });
  });

  it('never touches another project’s block named by id', async () => {
    const theirs = await newProject(stranger);
    const theirPies: Stored = (await sync(theirs, [header], stranger)).json();
    const mine = await newProject();
    const stolenId = theirPies.pies[0]?.id ?? 0;
    const response = await sync(mine, [{ ...header, id: stolenId, title: 'Hijacked' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().pies[0].id).not.toBe(stolenId);
    expect((await read(theirs, stranger)).json().data[0].title).toBe('The Morning Show');
  });

  it('answers 404 to another user and 401 when signed out', async () => {
    const projectId = await newProject();
    expect((await sync(projectId, [header], stranger)).statusCode).toBe(404);
    expect((await read(projectId, stranger)).statusCode).toBe(404);
    expect((await sync(projectId, [header], null)).statusCode).toBe(401);
    expect((await read(projectId, null)).statusCode).toBe(401);
  });

  it('deletes the blocks with their project', async () => {
    const projectId = await newProject();
    await sync(projectId, [header, link]);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/projects/${projectId}`, headers: owner });
    expect((await read(projectId)).statusCode).toBe(404);
  });

  it('keeps every field of a block, dates as instants', async () => {
    const projectId = await newProject();
    const countdown = {
      id: -7,
      main_type: 'COUNT-DOWN',
      title: 'Season 2',
      countdown_from_date: '2030-01-01T09:00:00+01:00',
      countdown_to_date: '2030-02-01T09:00:00.000Z',
      countdown_from_date_str: '2030-01-01T09:00:00',
      countdown_time_zone: 'Europe/Paris',
      is_pop: true,
      title_font_size: 20,
      icon_group: 'fas',
      icon_name: 'clock',
      price_tag: '$5',
      artwork_cdnUrl: 'https://cdn.example.com/a.png',
    };
    const stored = (await sync(projectId, [countdown])).json().pies[0];
    expect(stored).toMatchObject({
      ...countdown,
      id: expect.any(Number),
      countdown_from_date: '2030-01-01T08:00:00.000Z',
    });
  });
});
