import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignOptOuts } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { OPTED_OUT_MESSAGE } from './routes.ts';

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
        payload: { key: 'campaign-key' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: OPTED_OUT_MESSAGE });
    }
    const rows = await t.app.db.select().from(campaignOptOuts);
    expect(rows.map((row) => row.itunesId)).toEqual(['1234567890']);
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
