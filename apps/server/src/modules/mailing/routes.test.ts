import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingIntegrations, mailingServices } from '../../db/schema.ts';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { BUILT_IN_CONNECTED, INTEGRATION_DELETED } from './service.ts';

let t: TestApp;
let owner: AuthHeaders & { id: number };
let stranger: AuthHeaders & { id: number };
let mailchimpId: number;
let builtInId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  const [mailchimp] = await t.app.db
    .select()
    .from(mailingServices)
    .where(eq(mailingServices.name, 'Mailchimp'));
  mailchimpId = mailchimp?.id ?? 0;
  const [builtIn] = await t.app.db
    .select()
    .from(mailingServices)
    .where(eq(mailingServices.name, 'Podpie list'));
  builtInId = builtIn?.id ?? 0;
});
afterAll(() => t.app.close());

async function connect(userId: number, accountEmail: string): Promise<number> {
  const [row] = await t.app.db
    .insert(mailingIntegrations)
    .values({ userId, mailingServiceId: mailchimpId, accountEmail, credentials: null })
    .returning();
  return row?.id ?? 0;
}

describe('mailing services and integrations', () => {
  it('lists Mailchimp to signed-in users only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mailing_services',
      headers: owner,
    });
    expect(response.json().data).toEqual([
      {
        id: mailchimpId,
        name: 'Mailchimp',
        image_name: 'mailchimp',
        kind: 'mailchimp',
        configured: false,
        authorize_url: null,
      },
      {
        id: builtInId,
        name: 'Podpie list',
        image_name: 'podpie',
        kind: 'built_in',
        configured: true,
        authorize_url: null,
      },
      ...['kit', 'beehiiv', 'mailerlite'].map((kind) =>
        expect.objectContaining({ image_name: kind, kind, configured: true, authorize_url: null }),
      ),
    ]);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/v1/mailing_services' });
    expect(signedOut.statusCode).toBe(401);
  });

  it("lists the caller's integrations without their credentials", async () => {
    const id = await connect(owner.id, 'news@show.example');
    await connect(stranger.id, 'other@show.example');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/mailing_integrations',
      headers: owner,
    });
    expect(response.json()).toEqual({
      data: [
        {
          id,
          mailing_service_id: mailchimpId,
          account_email: 'news@show.example',
          service_name: 'Mailchimp',
          service_image_name: 'mailchimp',
          needs_reconnect: false,
        },
      ],
    });
    expect(response.body).not.toContain('token');
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/v1/mailing_integrations' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('adds the built-in list without an outside account; it has one list', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mailing_services/${builtInId}/mailing_integrations`,
      headers: owner,
      payload: {},
    });
    expect(added.json()).toEqual({
      message: 'Your Podpie list is ready.',
      key: BUILT_IN_CONNECTED,
    });
    const rows = (
      await t.app.inject({ method: 'GET', url: '/api/v1/mailing_integrations', headers: owner })
    ).json().data;
    const mine = rows.find((row: { service_name: string }) => row.service_name === 'Podpie list');
    expect(mine).toMatchObject({ account_email: owner.uid, needs_reconnect: false });
    const url = `/api/v1/mailing_integrations/${mine.id}/mailing_lists`;
    const answer = await t.app.inject({ method: 'GET', url, headers: owner });
    expect(answer.json()).toEqual({ data: [{ id: 'podpie', name: 'Podpie list' }] });
    expect((await t.app.inject({ method: 'GET', url, headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('disconnects an own integration only', async () => {
    const mine = await connect(owner.id, 'gone@show.example');
    const url = `/api/v1/mailing_services/${mailchimpId}/mailing_integrations/${mine}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: stranger })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: owner });
    expect(deleted.json()).toEqual({
      message: 'Mailing integration deleted.',
      key: INTEGRATION_DELETED,
    });
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner })).statusCode).toBe(404);
  });
});
