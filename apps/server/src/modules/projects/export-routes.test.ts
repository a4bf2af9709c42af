import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createUser, type TestApp } from '../../test/helper.ts';
import { buildPageApp, documentOf, everyBlock, publishPage } from '../public-page/test-world.ts';

let t: TestApp;
let owner: AuthHeaders;
let stranger: AuthHeaders;

beforeAll(async () => {
  t = await buildPageApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
});
afterAll(() => t.app.close());

/** What a listener sees and can follow on a page: its words and its links. */
async function listenerView(slug: string) {
  const page = await t.app.inject({ url: `/${slug}` });
  expect(page.statusCode).toBe(200);
  const main = documentOf(page.body).querySelector('main');
  const links = [...(main?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
  // A countdown's digits move on between the two requests; its units do not.
  const text = main?.textContent
    ?.replace(/\s+/g, ' ')
    .replace(/\d+(?=DAYS|HRS|MIN|SEC)/g, '#')
    .trim();
  return { text, links };
}

describe('export and import of a page', () => {
  it('imports an export as a draft that nobody sees until it is published, then renders the same page', async () => {
    const { id, slug } = await publishPage(t.app, owner, everyBlock(), {
      solid_color: '#223344',
      language: 'en',
    });
    const exported = await t.app.inject({ url: `/api/v1/projects/${id}/export`, headers: owner });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain(`podpie-${slug}.json`);
    const document = exported.json();
    expect(document).toMatchObject({ format: 'podpie.page', version: 1 });

    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/import',
      headers: owner,
      payload: document,
    });
    expect(imported.statusCode).toBe(201);
    const copy = imported.json().data as {
      id: number;
      slug: string;
      solid_color: string;
      pies_updated_at: string | null;
    };
    expect(copy.id).not.toBe(id);
    expect(copy.slug).not.toBe(slug);
    expect(copy.solid_color).toBe('#223344');
    // Not public: no page at its address, and the dashboard is told it was never published.
    expect(copy.pies_updated_at).toBeNull();
    expect((await t.app.inject({ url: `/${copy.slug}` })).statusCode).toBe(404);
    const stored = await t.app.inject({ url: `/api/v1/projects/${copy.id}/pies`, headers: owner });
    expect(stored.json().pies_updated_at).toBeNull();

    const published = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${copy.id}/pies/sync`,
      headers: owner,
      payload: stored.json().data,
    });
    expect(published.statusCode).toBe(200);
    expect(await listenerView(copy.slug)).toEqual(await listenerView(slug));
  });

  it("keeps another owner's page to itself", async () => {
    const { id } = await publishPage(t.app, owner, [{ main_type: 'TEXT-INPUT', description: 'x' }]);
    const answer = await t.app.inject({ url: `/api/v1/projects/${id}/export`, headers: stranger });
    expect(answer.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/projects/${id}/export` })).statusCode).toBe(401);
  });

  it('makes link blocks from a Linktree-style list of links', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/import',
      headers: owner,
      payload: [
        { title: 'Our website', url: 'https://pie.example' },
        { title: 'Merch', url: 'https://shop.example/merch' },
      ],
    });
    expect(answer.statusCode).toBe(201);
    const pies = answer.json().pies as Array<{ main_type: string; title: string }>;
    expect(pies.map((pie) => [pie.main_type, pie.title])).toEqual([
      ['LINK-INPUT', 'Our website'],
      ['LINK-INPUT', 'Merch'],
    ]);
  });

  it('refuses a bad document with a 422 naming the field, and creates nothing', async () => {
    const before = (await t.app.inject({ url: '/api/v1/projects', headers: owner })).json().data
      .length;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/import',
      headers: owner,
      payload: {
        format: 'podpie.page',
        version: 1,
        exported_at: '2030-01-01T00:00:00.000Z',
        project: {},
        pies: [{ id: 1, main_type: 'NO-SUCH-BLOCK' }],
        uploads: [],
      },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('validation_failed');
    expect(JSON.stringify(answer.json())).toContain('main_type');
    const after = (await t.app.inject({ url: '/api/v1/projects', headers: owner })).json().data
      .length;
    expect(after).toBe(before);
  });
});
