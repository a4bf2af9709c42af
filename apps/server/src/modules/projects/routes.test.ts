import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { RANDOM_SLUG_LENGTH } from './random-slug.ts';
import { SLUG_TAKEN } from './service.ts';

// SPEC.md §5's words for the slug rules, as the API answers them.
const SLUG_REQUIRED_MESSAGE = 'Please input your project link alias!';
const SLUG_CHARACTERS_MESSAGE = 'Slug does not allow special characters';
const slugReservedMessage = (slug: string) =>
  `The link alias ${slug} is reserved, please choose another one.`;

let t: TestApp;
let owner: AuthHeaders;
let stranger: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
});
afterAll(() => t.app.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

const as = (headers: AuthHeaders | undefined, call: Call) =>
  t.app.inject({ ...call, ...(headers ? { headers } : {}) });

async function createProject(headers: AuthHeaders, payload: object = {}) {
  const response = await as(headers, { method: 'POST', url: '/api/v1/projects', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; slug: string } & Record<string, unknown>;
}

describe('creating a project', () => {
  it('fills SPEC defaults, a random unused slug and the short link', async () => {
    const project = await createProject(owner);
    expect(project).toMatchObject({
      text_color: '#ffffff',
      button_text_color: '#000000',
      button_color: '#D5DBE4',
      solid_color: '#424242',
      background_type: 'SOLID',
      qr_size: 200,
      qr_level: 'L',
      qr_color: '#000000',
      pies_updated_at: null,
      title: null,
    });
    expect(project.slug).toMatch(new RegExp(`^[a-z0-9]{${RANDOM_SLUG_LENGTH}}$`));
    expect(project.short_link).toBe(`http://podpie.test/${project.slug}`);
  });

  it('keeps a given slug and style', async () => {
    const project = await createProject(owner, { slug: 'MyShowPage1', solid_color: '#123456' });
    expect(project).toMatchObject({ slug: 'MyShowPage1', solid_color: '#123456' });
  });

  it('refuses bad slugs with the SPEC messages', async () => {
    const cases: [string, string][] = [
      ['', SLUG_REQUIRED_MESSAGE],
      ['my-show', SLUG_CHARACTERS_MESSAGE],
      ['<script>', SLUG_CHARACTERS_MESSAGE],
      ['dashboard', slugReservedMessage('dashboard')],
    ];
    for (const [slug, message] of cases) {
      const response = await as(owner, {
        method: 'POST',
        url: '/api/v1/projects',
        payload: { slug },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: [message] });
    }
  });

  it('refuses a slug taken in any case', async () => {
    await createProject(stranger, { slug: 'TakenSlug' });
    const response = await as(owner, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: { slug: 'takenslug' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [SLUG_TAKEN] });
  });

  it('refuses script URLs, wrong types and unknown fields', async () => {
    const bodies = [
      { artwork_cdnUrl: 'javascript:alert(1)' },
      { degree: 'ninety' },
      { owner_id: 1 },
    ];
    for (const payload of bodies) {
      const response = await as(owner, { method: 'POST', url: '/api/v1/projects', payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveLength(1);
    }
  });

  it('answers 413 for an oversize body', async () => {
    const response = await as(owner, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: { linear_gradient: 'x'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errors: ['The request is too large.'] });
  });
});

describe('reading projects', () => {
  it('lists only the caller’s projects, newest first', async () => {
    const user = await createUser(t.app);
    const first = await createProject(user);
    const second = await createProject(user);
    const response = await as(user, { method: 'GET', url: '/api/v1/projects' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((project: { id: number }) => project.id)).toEqual([
      second.id,
      first.id,
    ]);
  });

  it('answers another user’s project exactly like a missing one', async () => {
    const project = await createProject(owner);
    const theirs = await as(stranger, { method: 'GET', url: `/api/v1/projects/${project.id}` });
    const missing = await as(stranger, { method: 'GET', url: '/api/v1/projects/999999' });
    const notANumber = await as(stranger, { method: 'GET', url: '/api/v1/projects/abc' });
    expect([theirs.statusCode, missing.statusCode, notANumber.statusCode]).toEqual([404, 404, 404]);
    expect(theirs.body).toBe(missing.body);
    expect(
      (await as(owner, { method: 'GET', url: `/api/v1/projects/${project.id}` })).statusCode,
    ).toBe(200);
  });

  it('answers a unique random slug', async () => {
    const response = await as(owner, { method: 'GET', url: '/api/v1/projects/random_slug' });
    expect(response.statusCode).toBe(200);
    expect(response.json().unique_slug).toMatch(/^[a-z0-9]{8}$/);
  });
});

describe('changing a project', () => {
  it('changes only the fields sent', async () => {
    const project = await createProject(owner, { solid_color: '#101010' });
    const response = await as(owner, {
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      payload: { qr_size: 400, qr_level: 'H' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      qr_size: 400,
      qr_level: 'H',
      solid_color: '#101010',
    });
  });

  it('changes the slug, refusing a taken one', async () => {
    const project = await createProject(owner);
    await createProject(stranger, { slug: 'someoneelse' });
    const taken = await as(owner, {
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      payload: { slug: 'SomeoneElse' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: [SLUG_TAKEN] });
    const renamed = await as(owner, {
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      payload: { slug: 'brandnewname' },
    });
    expect(renamed.json().data).toMatchObject({
      slug: 'brandnewname',
      short_link: 'http://podpie.test/brandnewname',
    });
  });

  it('refuses a bad slug with the SPEC message', async () => {
    const project = await createProject(owner);
    const response = await as(owner, {
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      payload: { slug: 'my show!' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [SLUG_CHARACTERS_MESSAGE] });
  });

  it('lets only the owner change it', async () => {
    const project = await createProject(owner);
    const theirs = await as(stranger, {
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      payload: { solid_color: '#000000' },
    });
    expect(theirs.statusCode).toBe(404);
    const signedOut = await as(undefined, {
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      payload: { solid_color: '#000000' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('validates and stores the analytics ids; empty clears them', async () => {
    const project = await createProject(owner);
    const url = `/api/v1/projects/${project.id}/update_settings`;
    const saved = await as(owner, {
      method: 'PUT',
      url,
      payload: { google_analytics_id: 'G-AB12CD34', facebook_pixel_id: '1234567890' },
    });
    expect(saved.json().data).toMatchObject({
      google_analytics_id: 'G-AB12CD34',
      facebook_pixel_id: '1234567890',
    });
    const bad = await as(owner, {
      method: 'PUT',
      url,
      payload: { google_analytics_id: 'GA-nope', facebook_pixel_id: 'abc' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      'Google Analytics id looks like G-XXXXXXX or UA-XXXX-Y.',
      'Facebook pixel id is made of digits only.',
    ]);
    const cleared = await as(owner, {
      method: 'PUT',
      url,
      payload: { google_analytics_id: '', facebook_pixel_id: '' },
    });
    expect(cleared.json().data).toMatchObject({
      google_analytics_id: null,
      facebook_pixel_id: null,
    });
    expect((await as(stranger, { method: 'PUT', url, payload: {} })).statusCode).toBe(404);
  });
});

describe('deleting a project', () => {
  it('deletes it for the owner only and frees its slug', async () => {
    const project = await createProject(owner, { slug: 'soontobefree' });
    const url = `/api/v1/projects/${project.id}`;
    expect((await as(stranger, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await as(undefined, { method: 'DELETE', url })).statusCode).toBe(401);
    const deleted = await as(owner, { method: 'DELETE', url });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: `Deleted project ${project.id}` });
    expect((await as(owner, { method: 'GET', url })).statusCode).toBe(404);
    await createProject(stranger, { slug: 'SoonToBeFree' });
  });
});

describe('podcast health charts', () => {
  it('answers an empty list to the owner and 404 to others', async () => {
    const project = await createProject(owner);
    const url = `/api/v1/projects/${project.id}/get_podcast_health_charts`;
    const mine = await as(owner, { method: 'GET', url });
    expect(mine.json()).toEqual({ data: [] });
    expect((await as(stranger, { method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('signed-out callers', () => {
  it('get 401 from every project route', async () => {
    const calls: Call[] = [
      { method: 'GET', url: '/api/v1/projects' },
      { method: 'POST', url: '/api/v1/projects', payload: {} },
      { method: 'GET', url: '/api/v1/projects/random_slug' },
      { method: 'GET', url: '/api/v1/projects/1' },
      { method: 'PUT', url: '/api/v1/projects/1', payload: {} },
      { method: 'DELETE', url: '/api/v1/projects/1' },
      { method: 'PUT', url: '/api/v1/projects/1/update_settings', payload: {} },
      { method: 'GET', url: '/api/v1/projects/1/get_podcast_health_charts' },
    ];
    for (const call of calls) {
      const response = await as(undefined, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });
});
