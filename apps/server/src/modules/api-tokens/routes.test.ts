import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { INVALID_TOKEN_MESSAGE, TOKEN_RATE_LIMITED_MESSAGE } from './bearer.ts';
import { NO_TOKEN_MANAGEMENT_MESSAGE, ONE_PROJECT_MESSAGE, READ_ONLY_MESSAGE } from './reach.ts';

let t: TestApp;
let owner: AuthHeaders;
let stranger: AuthHeaders;
let projectId: number;
let otherProjectId: number;
let strangersProjectId: number;
beforeAll(async () => {
  t = await buildTestApp({ apiTokenRequestsPerMinute: 40 });
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  projectId = await newProject(owner);
  otherProjectId = await newProject(owner);
  strangersProjectId = await newProject(stranger);
});
afterAll(() => t.app.close());

async function newProject(headers: AuthHeaders): Promise<number> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers,
    payload: {},
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id;
}

async function newToken(body: object): Promise<{ id: number; token: string }> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tokens',
    headers: owner,
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('API tokens', () => {
  it('are shown once, listed with their last use and never with the token', async () => {
    const created = await newToken({ name: 'Zapier', scope: 'read' });
    expect(created.token).toMatch(/^pp_[\w-]{40,}$/);
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/tokens', headers: owner });
    const listed = before.json().data.find((row: { id: number }) => row.id === created.id);
    expect(listed).toMatchObject({ name: 'Zapier', scope: 'read', last_used_at: null });
    expect(before.body).not.toContain(created.token);

    const used = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: bearer(created.token),
    });
    expect(used.statusCode).toBe(200);
    // A token call is not a device: no session headers come back.
    expect(used.headers['access-token']).toBeUndefined();
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/tokens', headers: owner });
    const touched = after.json().data.find((row: { id: number }) => row.id === created.id);
    expect(touched.last_used_at).not.toBeNull();
  });

  it('refuses a bad body and a project of another owner, storing nothing', async () => {
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/tokens', headers: owner })).json().data
        .length;
    const before = await count();
    for (const payload of [
      { name: '', scope: 'read' },
      { name: 'x', scope: 'admin' },
      { name: 'x', scope: 'write', project_id: strangersProjectId },
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/tokens',
        headers: owner,
        payload,
      });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.json().code).toBeTruthy();
    }
    expect(await count()).toBe(before);
  });

  it('a read token reads and gets 403 token_read_only on a write', async () => {
    const { token } = await newToken({ name: 'reader', scope: 'read' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${projectId}`,
      headers: bearer(token),
      payload: { solid_color: '#ff0000' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'token_read_only', errors: [READ_ONLY_MESSAGE] });
  });

  it('a write token writes', async () => {
    const { token } = await newToken({ name: 'writer', scope: 'write' });
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${projectId}`,
      headers: bearer(token),
      payload: { solid_color: '#123456' },
    });
    expect(write.statusCode, write.body).toBe(200);
    expect(write.json().data.solid_color).toBe('#123456');
  });

  it("never reaches another owner's project", async () => {
    const { token } = await newToken({ name: 'writer', scope: 'write' });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${strangersProjectId}`,
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(404);
  });

  it('limited to a project, reaches only that one', async () => {
    const { token } = await newToken({ name: 'one', scope: 'write', project_id: projectId });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/pies`,
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${otherProjectId}`,
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({
      code: 'token_out_of_reach',
      errors: [ONE_PROJECT_MESSAGE],
    });
  });

  it('cannot manage tokens nor act on the account outside /api/v1', async () => {
    const { token, id } = await newToken({ name: 'writer', scope: 'write' });
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tokens',
      headers: bearer(token),
      payload: { name: 'more', scope: 'write' },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().errors).toEqual([NO_TOKEN_MANAGEMENT_MESSAGE]);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tokens/${id}`,
      headers: bearer(token),
    });
    expect(revoke.statusCode).toBe(403);
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sign_out',
      headers: bearer(token),
    });
    expect(signOut.statusCode).toBe(403);
  });

  it('a revoked token is refused at once', async () => {
    const { token, id } = await newToken({ name: 'short-lived', scope: 'read' });
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tokens/${id}`,
      headers: owner,
    });
    expect(revoke.statusCode).toBe(200);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().errors).toEqual([INVALID_TOKEN_MESSAGE]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tokens/${id}`,
      headers: owner,
    });
    expect(again.statusCode).toBe(404);
  });

  it("another user cannot revoke the owner's token", async () => {
    const { token, id } = await newToken({ name: 'mine', scope: 'read' });
    const answer = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tokens/${id}`,
      headers: stranger,
    });
    expect(answer.statusCode).toBe(404);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: bearer(token),
    });
    expect(still.statusCode).toBe(200);
  });

  it('is rate-limited per token', async () => {
    const { token } = await newToken({ name: 'busy', scope: 'read' });
    const other = await newToken({ name: 'calm', scope: 'read' });
    const statuses: number[] = [];
    for (let call = 0; call < 41; call += 1) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/projects',
        headers: bearer(token),
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: bearer(token),
    });
    expect(limited.json()).toMatchObject({
      code: 'rate_limited',
      errors: [TOKEN_RATE_LIMITED_MESSAGE],
    });
    // The script is told when the token's minute ends, not left to guess.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).not.toHaveProperty('retryAfterSeconds');
    const calm = await t.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: bearer(other.token),
    });
    expect(calm.statusCode).toBe(200);
  });
});
