import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, slugHistory } from '../../db/schema.ts';
import {
  type AuthHeaders,
  buildTestApp,
  createUser,
  postProject,
  type TestApp,
  uniqueSlug,
} from '../../test/helper.ts';
import { SLUG_RESERVATION_DAYS, SLUG_RESERVED } from './slug-reservation.ts';

let t: TestApp;
let owner: AuthHeaders;
let stranger: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
});
afterAll(() => t.app.close());

const DAY = 24 * 60 * 60 * 1000;
const create = (headers: AuthHeaders, payload: object = {}) => postProject(t.app, headers, payload);
async function projectOf(headers: AuthHeaders, slug: string) {
  const response = await create(headers, { slug });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; slug: string };
}
const rename = (headers: AuthHeaders, id: number, slug: string) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/projects/${id}`, headers, payload: { slug } });
const oldSlugs = (headers: AuthHeaders, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/projects/${id}/old_slugs`, headers });
const free = (headers: AuthHeaders, id: number, slug: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/projects/${id}/old_slugs/${slug}`, headers });

/** Owner's project moved from `old` to `old + "new"`; the old address now redirects to it. */
async function moved() {
  const old = uniqueSlug('held');
  const project = await projectOf(owner, old);
  expect((await rename(owner, project.id, `${old}new`)).statusCode).toBe(200);
  return { project, old };
}

describe('an address a project left stays its own', () => {
  it("another owner can neither save it as an alias nor create a project with it, and it still redirects to the first owner's page", async () => {
    const { old } = await moved();
    const theirs = await projectOf(stranger, uniqueSlug('held'));

    const saved = await rename(stranger, theirs.id, old.toUpperCase());
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toEqual({ errors: [SLUG_RESERVED], code: 'slug_reserved' });
    const created = await create(stranger, { slug: old });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ code: 'slug_reserved' });

    const visit = await t.app.inject({ method: 'GET', url: `/${old}` });
    expect(visit.statusCode).toBe(301);
    expect(visit.headers.location).toBe(`/${old}new`);
    // Nothing was changed by the refusals.
    expect((await oldSlugs(stranger, theirs.id)).json().data).toEqual([]);
  });

  it('the owner can take it back, for the same page or another of theirs', async () => {
    const { project, old } = await moved();
    const other = await projectOf(owner, uniqueSlug('held'));
    expect((await rename(owner, other.id, old)).statusCode).toBe(200);
    expect((await rename(owner, other.id, uniqueSlug('held'))).statusCode).toBe(200);
    expect((await rename(owner, project.id, old)).statusCode).toBe(200);
  });

  it('lists the old addresses with the day their reservation ends, to the owner only', async () => {
    const { project, old } = await moved();
    const answer = await oldSlugs(owner, project.id);
    expect(answer.statusCode).toBe(200);
    const [entry] = answer.json().data;
    expect(entry).toMatchObject({ slug: old, short_link: `http://podpie.test/${old}` });
    const held = Date.parse(entry.reserved_until) - Date.parse(entry.left_at);
    expect(held).toBe(SLUG_RESERVATION_DAYS * DAY);
    expect((await oldSlugs(stranger, project.id)).statusCode).toBe(404);
    expect((await free(stranger, project.id, old)).statusCode).toBe(404);
    expect((await oldSlugs(owner, project.id)).json().data).toHaveLength(1);
  });

  it('once the owner frees it, it stops redirecting and anyone may take it', async () => {
    const { project, old } = await moved();
    const freed = await free(owner, project.id, old);
    expect(freed.statusCode).toBe(200);
    expect(freed.json()).toEqual({ data: [] });
    expect((await free(owner, project.id, old)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/${old}` })).statusCode).not.toBe(301);
    expect((await create(stranger, { slug: old })).statusCode).toBe(201);
  });

  it(`anyone may take it once ${SLUG_RESERVATION_DAYS} days have passed`, async () => {
    const { old } = await moved();
    t.clock.advance((SLUG_RESERVATION_DAYS - 1) * DAY);
    // Sessions of a year ago have expired: the newcomer signs in on the day.
    expect((await create(await createUser(t.app), { slug: old })).statusCode).toBe(422);
    t.clock.advance(2 * DAY);
    const newcomer = await createUser(t.app);
    const theirs = await projectOf(newcomer, uniqueSlug('held'));
    expect((await rename(newcomer, theirs.id, old)).statusCode).toBe(200);
    const visit = await t.app.inject({ method: 'GET', url: `/${old}` });
    expect(visit.statusCode).not.toBe(301);
  });
});

describe('a rename racing a claim of the same address', () => {
  it('keeps the address for the page that is leaving it, even while that rename is uncommitted', async () => {
    // Fresh sessions: the clock has moved a year on above.
    const [owner, stranger] = [await createUser(t.app), await createUser(t.app)];
    const old = uniqueSlug('held');
    const leaving = await projectOf(owner, old);
    const theirs = await projectOf(stranger, uniqueSlug('held'));
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const renaming = new Promise<void>((resolve) => {
      started = resolve;
    });
    // The owner's rename, held open between its writes and its commit.
    const rename = t.app.db.transaction(async (tx) => {
      await tx
        .update(projects)
        .set({ slug: `${old}new` })
        .where(eq(projects.id, leaving.id));
      await tx
        .insert(slugHistory)
        .values({ projectId: leaving.id, slug: old, createdAt: t.clock.now() });
      started();
      await gate;
    });
    await renaming;
    const claim = rename.then(() => undefined);
    const claimed = t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${theirs.id}`,
      headers: stranger,
      payload: { slug: old },
    });
    // The claim waits on the unique index (PostgreSQL) or the one connection (PGlite).
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await claim;
    const answer = await claimed;
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'slug_reserved' });
  });
});
