// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from './auth.ts';
import { AUTH_STORAGE_KEY, type AuthFields, createAuthStore } from './auth-storage.ts';
import { ApiError, createApiClient } from './client.ts';

const stored: AuthFields = {
  'access-token': 'token-1',
  client: 'device-1',
  uid: 'owner@example.com',
  expiry: '1900000000',
  'token-type': 'Bearer',
};
const user = { id: 1, uid: 'owner@example.com', email: 'owner@example.com', is_activated: true };

type Call = { url: string; init: RequestInit };

function setup(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const onUnauthorized = vi.fn();
  const store = createAuthStore(() => window.localStorage);
  const client = createApiClient({
    store,
    baseUrl: '/api',
    onUnauthorized,
    fetch: async (input, init = {}) => {
      const call = { url: String(input), init };
      calls.push(call);
      return answer(call);
    },
  });
  return { client, store, calls, onUnauthorized };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function sentHeaders(call: Call | undefined): Headers {
  return new Headers(call?.init.headers);
}

beforeEach(() => window.localStorage.clear());

describe('the API client', () => {
  it('sends the five stored auth fields with every call', async () => {
    const { client, store, calls } = setup(() => json(200, { data: [] }));
    store.write(stored);
    await client.get('/v1/projects');
    await client.put('/v1/projects/3', { slug: 'show' });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      const headers = sentHeaders(call);
      expect(headers.get('access-token')).toBe('token-1');
      expect(headers.get('client')).toBe('device-1');
      expect(headers.get('uid')).toBe('owner@example.com');
      expect(headers.get('expiry')).toBe('1900000000');
      expect(headers.get('token-type')).toBe('Bearer');
    }
    expect(calls[0]?.url).toBe('/api/v1/projects');
  });

  it('sends no auth headers before anyone signed in', async () => {
    const { client, calls } = setup(() => json(200, {}));
    await client.get('/v1/themes');
    expect(sentHeaders(calls[0]).has('access-token')).toBe(false);
  });

  it('replaces the stored fields with the ones each answer brings', async () => {
    const { client, store } = setup(() =>
      json(200, {}, { ...stored, 'access-token': 'token-2', expiry: '1900000100' }),
    );
    store.write(stored);
    await client.get('/v1/projects');
    expect(store.read()).toEqual({ ...stored, 'access-token': 'token-2', expiry: '1900000100' });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toContain('token-2');
  });

  it('keeps the stored fields when an answer carries none', async () => {
    const { client, store } = setup(() => json(200, {}));
    store.write(stored);
    await client.get('/v1/projects');
    expect(store.read()).toEqual(stored);
  });

  it('stores fresh fields even from an error answer', async () => {
    const { client, store } = setup(() =>
      json(422, { errors: ['Slug has already been taken'] }, { ...stored, 'access-token': 't3' }),
    );
    store.write(stored);
    await expect(client.put('/v1/projects/3', { slug: 'taken' })).rejects.toThrow(
      'Slug has already been taken',
    );
    expect(store.read()?.['access-token']).toBe('t3');
  });

  it('turns an error answer into an ApiError with the server messages', async () => {
    const { client } = setup(() => json(422, { errors: ['first', 'second'] }));
    const error = await client.get('/v1/projects').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, errors: ['first', 'second'], message: 'first' });
  });

  it('keeps the translation key of a worded error answer, and none when it has none', async () => {
    const keyed = setup(() =>
      json(422, {
        errors: ['Mailchimp is not configured on this server.'],
        code: 'unprocessable',
        key: 'integrations:serverMessages.notConfigured',
      }),
    );
    const error = await keyed.client.get('/v1/mailing_services').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'unprocessable',
      key: 'integrations:serverMessages.notConfigured',
      message: 'Mailchimp is not configured on this server.',
    });
    const plain = setup(() => json(422, { errors: ['first'], code: 'unprocessable' }));
    const unkeyed = await plain.client.get('/v1/projects').catch((caught: unknown) => caught);
    expect(unkeyed).toMatchObject({ key: undefined });
  });

  it('sends JSON bodies with a content type', async () => {
    const { client, calls } = setup(() => json(200, {}));
    await client.post('/v1/events', { event: 'Successful login' });
    expect(sentHeaders(calls[0]).get('content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"event":"Successful login"}');
  });

  it('reports a refused signed-in call so the session can be re-checked', async () => {
    const { client, store, onUnauthorized } = setup(() => json(401, { errors: ['no'] }));
    await expect(client.get('/v1/projects')).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
    store.write(stored);
    await expect(client.get('/v1/projects')).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('the auth calls', () => {
  it('stores the credentials of a successful sign-in', async () => {
    const { client, store } = setup(() => json(200, { data: user }, stored));
    const signedIn = await authApi(client).signIn({ email: user.email, password: 'secret-pass' });
    expect(signedIn).toEqual(user);
    expect(store.read()).toEqual(stored);
  });

  it('clears the stored credentials when the token check fails', async () => {
    const { client, store } = setup(() => json(401, { errors: ['Invalid login credentials'] }));
    store.write(stored);
    await expect(authApi(client).validateToken()).rejects.toBeInstanceOf(ApiError);
    expect(store.read()).toBeNull();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('clears the stored credentials when the token check answers no user', async () => {
    const { client, store } = setup(() => json(200, { success: true, data: { nobody: true } }));
    store.write(stored);
    await expect(authApi(client).validateToken()).rejects.toThrow();
    expect(store.read()).toBeNull();
  });

  it('keeps the credentials when the token check is cut short by leaving the page or the network', async () => {
    for (const cut of [
      new DOMException('The user aborted a request.', 'AbortError'),
      new TypeError('Failed to fetch'),
    ]) {
      const { client, store } = setup(() => Promise.reject(cut));
      store.write(stored);
      await expect(authApi(client).validateToken()).rejects.toBe(cut);
      expect(store.read()).toEqual(stored);
    }
  });

  it('keeps the credentials when the token check succeeds', async () => {
    const { client, store } = setup(() => json(200, { success: true, data: user }, stored));
    store.write(stored);
    await expect(authApi(client).validateToken()).resolves.toEqual(user);
    expect(store.read()).toEqual(stored);
  });

  it('clears local credentials on sign-out even when the call fails', async () => {
    const { client, store } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    store.write(stored);
    await expect(authApi(client).signOut()).rejects.toThrow('Failed to fetch');
    expect(store.read()).toBeNull();
  });

  it('leaves no credentials behind after a failed sign-in', async () => {
    const { client, store } = setup(() =>
      json(401, { errors: ['Invalid login credentials. Please try again.'] }),
    );
    store.write(stored);
    await expect(
      authApi(client).signIn({ email: user.email, password: 'wrong-pass' }),
    ).rejects.toThrow('Invalid login credentials. Please try again.');
    expect(store.read()).toBeNull();
  });
});
