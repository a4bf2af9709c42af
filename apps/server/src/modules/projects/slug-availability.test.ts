import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthHeaders,
  buildTestApp,
  createUser,
  postProject,
  type TestApp,
  uniqueSlug,
} from '../../test/helper.ts';
import { SLUG_TAKEN } from './service.ts';
import { SLUG_RESERVED } from './slug-reservation.ts';

let t: TestApp;
let owner: AuthHeaders;
let stranger: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
});
afterAll(() => t.app.close());

async function projectOf(headers: AuthHeaders, payload: object = {}) {
  const response = await postProject(t.app, headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; slug: string; address_chosen: boolean };
}

async function check(headers: AuthHeaders | undefined, slug: string, projectId?: number) {
  const query = new URLSearchParams({ slug });
  if (projectId !== undefined) query.set('project_id', String(projectId));
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/slug_availability?${query}`,
    ...(headers ? { headers } : {}),
  });
}

async function statusOf(headers: AuthHeaders, slug: string, projectId?: number) {
  const response = await check(headers, slug, projectId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { status: string; message: string | null; key: string | null };
}

async function propose(headers: AuthHeaders, name: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/slug_proposal?${new URLSearchParams({ name })}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { unique_slug: string; from_name: boolean; short_link: string };
}

describe('GET /v1/projects/slug_availability', () => {
  it('needs a signed-in owner', async () => {
    expect((await check(undefined, 'anything')).statusCode).toBe(401);
  });

  it('a free alias is available', async () => {
    expect(await statusOf(owner, uniqueSlug('handle'))).toEqual({
      slug: expect.any(String),
      status: 'available',
      message: null,
      key: null,
    });
  });

  it("another page's alias is taken, whatever its letter case", async () => {
    const theirs = await projectOf(stranger, { slug: uniqueSlug('handle') });
    expect(await statusOf(owner, theirs.slug.toUpperCase())).toMatchObject({
      status: 'taken',
      message: SLUG_TAKEN,
      key: 'app:errors.slug_taken',
    });
  });

  it("the page's own address is available to it, taken for the owner's other pages", async () => {
    const mine = await projectOf(owner, { slug: uniqueSlug('handle') });
    expect((await statusOf(owner, mine.slug, mine.id)).status).toBe('available');
    expect((await statusOf(owner, mine.slug)).status).toBe('taken');
  });

  it("another owner's page's old address is reserved for that page; its own owner may take it back", async () => {
    const old = uniqueSlug('handle');
    const theirs = await projectOf(stranger, { slug: old });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${theirs.id}`,
      headers: stranger,
      payload: { slug: `${old}new` },
    });
    expect(renamed.statusCode).toBe(200);

    expect(await statusOf(owner, old)).toMatchObject({
      status: 'reserved',
      message: SLUG_RESERVED,
      key: 'app:errors.slug_reserved',
    });
    expect((await statusOf(stranger, old)).status).toBe('available');
  });

  it("answers an alias that breaks the rules with SPEC.md's message", async () => {
    expect(await statusOf(owner, 'my show')).toMatchObject({
      status: 'invalid',
      message: 'Slug does not allow special characters',
    });
    expect(await statusOf(owner, '')).toMatchObject({
      status: 'invalid',
      message: 'Please input your project link alias!',
    });
    expect(await statusOf(owner, 'dashboard')).toMatchObject({
      status: 'invalid',
      message: 'The link alias dashboard is reserved, please choose another one.',
      key: 'app:validation.slugReserved {"slug":"dashboard"}',
    });
  });

  it("another owner's project is answered like a missing one", async () => {
    const theirs = await projectOf(stranger);
    expect((await check(owner, uniqueSlug('handle'), theirs.id)).statusCode).toBe(404);
  });

  it('is rate limited', async () => {
    const typist = await createUser(t.app);
    const answers: number[] = [];
    for (let tries = 0; tries < 125; tries += 1) {
      answers.push((await check(typist, `x${tries}`)).statusCode);
    }
    expect(answers.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('GET /v1/projects/slug_proposal', () => {
  it("proposes the show's name, numbered once it is taken", async () => {
    const name = `The ${uniqueSlug('handle')} Show!`;
    const first = await propose(owner, name);
    expect(first.from_name).toBe(true);
    expect(first.unique_slug).toMatch(/^thehandle[a-z0-9]+show$/);

    await projectOf(stranger, { slug: first.unique_slug });
    expect(await propose(owner, name)).toEqual({
      unique_slug: `${first.unique_slug}2`,
      from_name: true,
      short_link: `${t.config.publicUrl}/${first.unique_slug}2`,
    });
  });

  it('proposes a random alias for a name without letters or digits', async () => {
    const answer = await propose(owner, '每日播客 🎧');
    expect(answer.from_name).toBe(false);
    expect(answer.unique_slug).toMatch(/^[a-z0-9]{8}$/);
  });
});

describe('choosing the address at the first publish', () => {
  it('a project made without a slug has not had its address chosen; sending one chooses it', async () => {
    const project = await projectOf(owner);
    expect(project.address_chosen).toBe(false);
    const slug = uniqueSlug('handle');
    const chosen = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      headers: owner,
      payload: { slug },
    });
    expect(chosen.json().data).toMatchObject({ slug, address_chosen: true });
  });

  it('keeping the random address says so without changing it', async () => {
    const project = await projectOf(owner);
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      headers: owner,
      payload: { address_chosen: true },
    });
    expect(kept.json().data).toMatchObject({ slug: project.slug, address_chosen: true });
    expect((await projectOf(owner, { address_chosen: true })).address_chosen).toBe(true);
    expect((await projectOf(owner, { slug: uniqueSlug('handle') })).address_chosen).toBe(true);
  });

  it('a taken address is refused with its reason, and no project is made', async () => {
    const theirs = await projectOf(stranger, { slug: uniqueSlug('handle') });
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: owner });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: owner,
      payload: { slug: theirs.slug, pies: [] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'slug_taken', errors: [SLUG_TAKEN] });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: owner });
    expect(after.json().data).toHaveLength(before.json().data.length);
  });
});
