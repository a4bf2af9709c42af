import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let owner: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
});
afterAll(() => t.app.close());

const draft = {
  slug: 'draftshow',
  solid_color: '#123456',
  pies: [
    { id: -1, main_type: 'HEADER-TITLE', title: 'The Draft Show', sort_order: 1 },
    {
      id: -2,
      main_type: 'LINK-INPUT',
      title: 'Website',
      link_value: 'https://example.com',
      sort_order: 2,
    },
  ],
};

const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/projects', headers: owner, payload });

const listProjects = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: owner })).json()
    .data as Array<{ id: number; slug: string; title: string | null }>;

describe('creating a project with its blocks in one call', () => {
  it('stores both and answers the blocks with real ids', async () => {
    const response = await create({ ...draft, slug: 'togethershow' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.data).toMatchObject({ slug: 'togethershow', title: 'The Draft Show' });
    expect(body.data.pies_updated_at).not.toBeNull();
    expect(body.pies.map((pie: { title: string }) => pie.title)).toEqual([
      'The Draft Show',
      'Website',
    ]);
    expect(body.pies.every((pie: { id: number }) => pie.id > 0)).toBe(true);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${body.data.id}/pies`,
      headers: owner,
    });
    expect(stored.json().data).toEqual(body.pies);
  });

  it('keeps no project when a block is refused', async () => {
    const before = await listProjects();
    const response = await create({
      ...draft,
      slug: 'refusedshow',
      pies: [{ id: -1, main_type: 'LINK-INPUT', title: 'x', link_value: 'javascript:alert(1)' }],
    });
    expect(response.statusCode).toBe(422);
    expect(await listProjects()).toEqual(before);
  });

  it('a block save that fails once leaves one project, not two, after the retry', async () => {
    // The blocks' insert fails the first time only: a sequence is not rolled back with the
    // transaction, so it counts attempts across the failure.
    await t.app.db.execute(sql.raw('CREATE SEQUENCE pie_insert_attempts'));
    await t.app.db.execute(
      sql.raw(`CREATE FUNCTION fail_first_pie_insert() RETURNS trigger AS $$
        BEGIN
          IF nextval('pie_insert_attempts') = 1 THEN RAISE EXCEPTION 'disk full'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`),
    );
    await t.app.db.execute(
      sql.raw(`CREATE TRIGGER fail_first_pie_insert BEFORE INSERT ON pies
        FOR EACH STATEMENT EXECUTE FUNCTION fail_first_pie_insert()`),
    );
    const before = await listProjects();

    const failed = await create(draft);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: 'server_error' });
    expect(await listProjects()).toEqual(before);

    const retried = await create(draft);
    expect(retried.statusCode, retried.body).toBe(201);
    const after = await listProjects();
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((project) => project.slug === 'draftshow')).toHaveLength(1);
    expect(after[0]).toMatchObject({ slug: 'draftshow', title: 'The Draft Show' });
  });
});
