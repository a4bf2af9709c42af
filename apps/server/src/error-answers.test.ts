import { ERROR_STATUS, errorAnswerSchema } from '@podpie/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_COPY_MESSAGE } from './modules/pies/service.ts';
import { SLUG_TAKEN } from './modules/projects/service.ts';

const SLUG_CHARACTERS_MESSAGE = 'Slug does not allow special characters';

import { type AuthHeaders, buildTestApp, createUser, type TestApp } from './test/helper.ts';

let t: TestApp;
let owner: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
});
afterAll(() => t.app.close());

/** The answer is the one error shape, with the status its code maps to. */
function errorOf(response: LightMyRequestResponse) {
  const body = errorAnswerSchema.parse(response.json());
  expect(response.statusCode).toBe(ERROR_STATUS[body.code]);
  return body;
}

async function newProject(payload: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: owner,
    payload,
  });
  return response.json().data as { id: number; slug: string };
}

describe('every error answers { errors, code }', () => {
  it('401 unauthorized when signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/projects' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({ code: 'unauthorized' });
    expect(errorOf(response).errors[0]).toBeTruthy();
  });

  it('404 not_found for a project that does not exist or a path that does not parse', async () => {
    for (const url of ['/api/v1/projects/2000000', '/api/v1/projects/abc', '/api/nothing']) {
      const response = await t.app.inject({ method: 'GET', url, headers: owner });
      expect(response.statusCode, url).toBe(404);
      const body = errorOf(response);
      expect(body.code, url).toBe('not_found');
      expect(body.errors, url).toHaveLength(1);
    }
  });

  it('409 conflict with the stored copy when blocks were saved from an older copy', async () => {
    const { id } = await newProject();
    const url = `/api/v1/projects/${id}/pies/sync`;
    const text = { id: -1, main_type: 'TEXT-INPUT', description: 'Hi', sort_order: 1 };
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: owner,
      payload: { pies: [text], base_pies_updated_at: null },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url,
      headers: owner,
      payload: { pies: [text], base_pies_updated_at: null },
    });
    expect(stale.statusCode).toBe(409);
    const body = errorOf(stale);
    expect(body).toMatchObject({ code: 'conflict', errors: [STALE_COPY_MESSAGE] });
    expect(body.pies).toEqual(first.json().pies);
  });

  it('422 validation_failed names the field of each message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: owner,
      payload: { slug: 'my-show' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      errors: [SLUG_CHARACTERS_MESSAGE],
      issues: [{ path: 'slug', message: SLUG_CHARACTERS_MESSAGE }],
    });
  });

  it('422 validation_failed points into a list of blocks', async () => {
    const { id } = await newProject();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${id}/pies/sync`,
      headers: owner,
      payload: {
        base_pies_updated_at: null,
        pies: [{ id: -1, main_type: 'LINK-INPUT', link_value: 'javascript:alert(1)' }],
      },
    });
    expect(response.statusCode).toBe(422);
    const body = errorOf(response);
    expect(body.code).toBe('validation_failed');
    expect(body.issues?.map((issue) => issue.path)).toContain('pies[0].link_value');
  });

  it('422 slug_taken and email_taken are codes of their own', async () => {
    const { slug } = await newProject();
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${(await newProject()).id}`,
      headers: owner,
      payload: { slug },
    });
    expect(errorOf(taken)).toMatchObject({ code: 'slug_taken', errors: [SLUG_TAKEN] });

    const payload = { email: 'twice@example.com', password: 'a long password' };
    await t.app.inject({ method: 'POST', url: '/api/auth', payload });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth', payload });
    expect(errorOf(again)).toMatchObject({ code: 'email_taken' });
  });

  it('400 invalid_json for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: '{"slug":',
    });
    expect(errorOf(response)).toMatchObject({ code: 'invalid_json' });
  });

  it('the parsing service answers with the same shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/parser/v1/feed_parser',
      query: { uri: 'not an address' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed' });
  });

  it('uploads answer with the same shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(errorOf(response)).toMatchObject({ code: 'not_multipart' });
  });
});
