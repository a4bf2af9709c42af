import { messageAnswerSchema } from '@podpie/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignOptOuts } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { optOutKey, optOutLink } from './opt-out-key.ts';
import { INVALID_OPT_OUT_KEY, OPTED_OUT_MESSAGE } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('cold e-mail campaign opt-out', () => {
  it('stores the opt-out once and answers the SPEC message, twice alike', async () => {
    for (let call = 0; call < 2; call += 1) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/opt-out-cold-email-campaign/1234567890',
        payload: { key: optOutKey(t.config.appSecret, '1234567890') },
      });
      expect(response.statusCode).toBe(200);
      expect(messageAnswerSchema.parse(response.json())).toEqual(response.json());
      expect(response.json()).toEqual({ message: OPTED_OUT_MESSAGE });
    }
    const rows = await t.app.db.select().from(campaignOptOuts);
    expect(rows.map((row) => row.itunesId)).toEqual(['1234567890']);
  });

  it('refuses a key that is not the one of the e-mail link with a 403, storing nothing', async () => {
    for (const key of [
      'campaign-key',
      optOutKey(t.config.appSecret, '999'),
      optOutKey('another secret of enough length 12345', '555'),
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/opt-out-cold-email-campaign/555',
        payload: { key },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([INVALID_OPT_OUT_KEY]);
    }
    const rows = await t.app.db.select().from(campaignOptOuts);
    expect(rows.map((row) => row.itunesId)).not.toContain('555');
  });

  it('prints links whose key the route accepts', async () => {
    const link = new URL(optOutLink('http://podpie.test', t.config.appSecret, '777'));
    expect(link.pathname).toBe('/opt-out-campaign/777');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/opt-out-cold-email-campaign/777',
      payload: { key: link.searchParams.get('key') },
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs a key and a plain id', async () => {
    const noKey = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/opt-out-cold-email-campaign/1234567890',
      payload: {},
    });
    expect(noKey.statusCode).toBe(422);
    const badId = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/opt-out-cold-email-campaign/%3Cscript%3E',
      payload: { key: 'k' },
    });
    expect(badId.statusCode).toBe(404);
  });
});
