import { afterEach, describe, expect, it } from 'vitest';
import type { AuthStore } from './auth-storage.ts';
import { createApiClient } from './client.ts';
import { mailingApi } from './mailing.ts';
import { optOutApi } from './opt-out.ts';

const noCredentials: AuthStore = { read: () => null, write: () => {}, clear: () => {} };
let answer: unknown = null;
const client = createApiClient({
  store: noCredentials,
  baseUrl: '/api',
  fetch: async () =>
    new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
});

afterEach(() => {
  answer = null;
});

describe('done messages are read with the one message answer of core', () => {
  it('the opt-out link answers its message', async () => {
    const message = 'Successfully to unsubscribe you from our mailing list.';
    answer = { message };
    expect(await optOutApi(client).optOut('42', 'key')).toBe(message);
    answer = { done: true };
    await expect(optOutApi(client).optOut('42', 'key')).rejects.toThrow();
  });

  it('a mailing connect answers its message and the key to show it by', async () => {
    answer = {
      message: 'Your Mailchimp account is connected.',
      key: 'integrations:serverMessages.connected',
    };
    expect(await mailingApi(client).connect(1, { code: 'c', state: 's' })).toEqual(answer);
  });
});
