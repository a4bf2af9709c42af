// A sign-up form sends addresses to the mailing integration its block names: a new or imported
// page may only name one of its owner's own, as a block sync already insists.
import { BUILT_IN_LIST_ID } from '@podpie/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingServices } from '../../db/schema.ts';
import { type AuthHeaders, buildTestApp, createUser, type TestApp } from '../../test/helper.ts';
import { FOREIGN_INTEGRATION_MESSAGE } from '../mailing/block-check.ts';

let t: TestApp;
let owner: AuthHeaders;
let stranger: AuthHeaders;
let strangersIntegration: number;

async function builtInIntegration(headers: AuthHeaders): Promise<number> {
  const [builtIn] = await t.app.db
    .select()
    .from(mailingServices)
    .where(eq(mailingServices.name, 'Podpie list'));
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/mailing_services/${builtIn?.id}/mailing_integrations`,
    headers,
    payload: {},
  });
  const rows = await t.app.inject({ method: 'GET', url: '/api/v1/mailing_integrations', headers });
  return rows.json().data[0].id as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  strangersIntegration = await builtInIntegration(stranger);
});
afterAll(() => t.app.close());

const signUpBlock = (integrationId: number) => ({
  id: -1,
  main_type: 'MAILING-LIST',
  title: 'Join our newsletter!',
  button_text: 'Click to Subscribe',
  success_message: 'Thanks for subscribing!',
  integration_id: integrationId,
  mailing_list_id: BUILT_IN_LIST_ID,
  sort_order: 1,
});

const projectCount = async (headers: AuthHeaders) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers })).json().data.length;

describe("another owner's mailing integration", () => {
  it('is refused when a project is created with its blocks, and no project is kept', async () => {
    const before = await projectCount(owner);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: owner,
      payload: { pies: [signUpBlock(strangersIntegration)] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ key: FOREIGN_INTEGRATION_MESSAGE });
    expect(await projectCount(owner)).toBe(before);
  });

  it("is cleared from an imported page's sign-up form", async () => {
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers: stranger,
      payload: { pies: [signUpBlock(strangersIntegration)] },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${theirs.json().data.id}/export`,
      headers: stranger,
    });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/import',
      headers: owner,
      payload: exported.json(),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const [form] = imported.json().pies;
    expect(form).toMatchObject({
      main_type: 'MAILING-LIST',
      title: 'Join our newsletter!',
      integration_id: null,
    });
    expect(form.mailing_list_id ?? null).toBeNull();
  });
});
