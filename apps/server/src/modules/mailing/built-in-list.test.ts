// The built-in "Podpie list": no outside account, sign-ups kept in our database, and a signed link
// a listener follows to leave it.
import { BUILT_IN_LIST_ID } from '@podpie/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailingServices, subscribers } from '../../db/schema.ts';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { publishPage, syncPies } from '../public-page/test-world.ts';
import { UNKNOWN_LIST_MESSAGE } from './block-check.ts';

let t: TestApp;
let owner: AuthHeaders & { id: number };
let page: { id: number; slug: string };

const block = (integrationId: number, list = BUILT_IN_LIST_ID) => ({
  main_type: 'MAILING-LIST',
  title: 'Join our newsletter!',
  button_text: 'Click to Subscribe',
  success_message: 'Thanks for subscribing!',
  integration_id: integrationId,
  mailing_list_id: list,
  campaign_tag: 'spring',
});

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  const [builtIn] = await t.app.db
    .select()
    .from(mailingServices)
    .where(eq(mailingServices.name, 'Podpie list'));
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/mailing_services/${builtIn?.id}/mailing_integrations`,
    headers: owner,
    payload: {},
  });
  const rows = await t.app.inject({
    method: 'GET',
    url: '/api/v1/mailing_integrations',
    headers: owner,
  });
  const integrationId = rows.json().data[0].id as number;
  await expect(publishPage(t.app, owner, [block(integrationId, 'a1b2c3d4e5')])).rejects.toThrow(
    UNKNOWN_LIST_MESSAGE,
  );
  page = await publishPage(t.app, owner, [block(integrationId)]);
}, 120_000);
afterAll(() => t.app.close());

const subscribe = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/${page.slug}/subscribe`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: new URLSearchParams({ email }).toString(),
  });

const stored = async () =>
  (await t.app.db.select().from(subscribers).where(eq(subscribers.projectId, page.id))).map(
    (row) => row.email,
  );

async function leaveUrlOf(email: string): Promise<string> {
  const csv = await t.app.inject({
    method: 'GET',
    url: `/api/v1/projects/${page.id}/subscribers.csv`,
    headers: owner,
  });
  const line = csv.body.split('\r\n').find((row) => row.startsWith(`"${email}"`)) ?? '';
  const url = new URL(/"(http[^"]+)"$/.exec(line)?.[1] ?? '');
  expect(url.origin).toBe('http://podpie.test');
  return `${url.pathname}${url.search}`;
}

describe('the built-in list', () => {
  it('keeps a sign-up in the project and sends nothing anywhere', async () => {
    expect((await subscribe('keep@example.com')).statusCode).toBe(200);
    expect(await stored()).toEqual(['keep@example.com']);
    expect(await t.app.db.select().from(jobs)).toEqual([]);
  });

  it('a listener leaves it through the signed link in the export', async () => {
    await subscribe('leaving@example.com');
    const url = await leaveUrlOf('leaving@example.com');
    const asked = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Leave the list');
    // Opening the link (as a mail scanner does) removes nobody.
    expect(await stored()).toContain('leaving@example.com');
    const left = await t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'en' } });
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain('leaving@example.com was removed from the mailing list.');
    expect(await stored()).toEqual(['keep@example.com']);
  });

  it('a link whose address or signature was changed removes nobody', async () => {
    const url = await leaveUrlOf('keep@example.com');
    const forged = url.replace('keep%40example.com', 'other%40example.com');
    const tampered = url.replace(/s=([^&]+)/, 's=AAAA$1').slice(0, url.length);
    for (const bad of [forged, tampered, `/${page.slug}/leave`]) {
      const answer = await t.app.inject({ method: 'POST', url: bad });
      expect(answer.statusCode).toBe(404);
    }
    expect(await stored()).toEqual(['keep@example.com']);
  });

  it('changing the block to another list than the built-in one is refused', async () => {
    const rows = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mailing_integrations',
      headers: owner,
    });
    await expect(
      syncPies(t.app, owner, page.id, [block(rows.json().data[0].id, 'elsewhere')]),
    ).rejects.toThrow(UNKNOWN_LIST_MESSAGE);
  });
});
