import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { LONE_SURROGATE_MESSAGE } from '../../lib/hostile-input.ts';
import { buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { EVENT_OR_IDENTIFY, IDENTIFY_EVENT } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

async function lastEvent() {
  const [row] = await t.app.db.select().from(events).orderBy(desc(events.id)).limit(1);
  return row;
}

describe('analytics events', () => {
  it('stores a signed-out event without any password or token field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      payload: {
        event: 'Unsuccessful login',
        properties: {
          email: 'someone@example.com',
          password: 'hunter22',
          form: { passcode: '123', accessToken: 'abc', 'access-token': 'def', page: '/signin' },
        },
      },
    });
    expect(response.statusCode).toBe(204);
    const stored = await lastEvent();
    expect(stored).toMatchObject({
      name: 'Unsuccessful login',
      userId: null,
      properties: { email: 'someone@example.com', form: { page: '/signin' } },
    });
  });

  it('ties an identify call to the signed-in user', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: user,
      payload: { identify: { email: user.uid, plan: 'free' } },
    });
    expect(response.statusCode).toBe(204);
    expect(await lastEvent()).toMatchObject({
      name: IDENTIFY_EVENT,
      userId: user.id,
      properties: { email: user.uid, plan: 'free' },
    });
  });

  it('refuses bodies that are neither an event nor an identify call', async () => {
    const bodies = [{}, { event: 'x', identify: {} }, { event: 42 }, { event: 'x', extra: 1 }];
    for (const payload of bodies) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/events', payload });
      expect(response.statusCode).toBe(422);
    }
    const neither = await t.app.inject({ method: 'POST', url: '/api/v1/events', payload: {} });
    expect(neither.json()).toMatchObject({ errors: [EVENT_OR_IDENTIFY] });
  });

  it('refuses an oversize event', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      payload: { event: 'Big', properties: { blob: 'x'.repeat(32 * 1024) } },
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses half a character (a lone UTF-16 surrogate) with a 422 and stores nothing', async () => {
    const before = await lastEvent();
    for (const body of [
      '{"event":"Clicked","properties":{"label":"\\ud800"}}',
      '{"event":"Clicked","properties":{"\\udfff":"x"}}',
      '{"event":"Clicked \\ud83d"}',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/events',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, body).toBe(422);
      expect(response.json()).toMatchObject({ errors: [LONE_SURROGATE_MESSAGE] });
    }
    expect(await lastEvent()).toEqual(before);
    // A whole character written as a surrogate pair is fine.
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"event":"Clicked \\ud83c\\udf99"}',
    });
    expect(emoji.statusCode).toBe(204);
    expect((await lastEvent())?.name).toBe('Clicked \u{1F399}');
  });
});
