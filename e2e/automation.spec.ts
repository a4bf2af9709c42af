import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import {
  createAccount,
  createProject,
  openSignedIn,
  publishProject,
  screenshotAtBothWidths,
} from './support.ts';

test('an owner creates an API token, copies it, a script uses it, and revoking stops it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createAccount(request, 'tokens');
  const project = await createProject(request, account);
  await openSignedIn(page, account, '/account-security');
  const card = page.locator('.api-tokens');
  await card.getByLabel('Name').fill('CI script');
  await card.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByTestId('new-token');
  await expect(shown).toBeVisible();
  const token = (await shown.textContent()) ?? '';
  expect(token).toMatch(/^pp_/);
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  // A script's calls, curl-like: the token reads, and a write answers 403 with a code.
  const bearer = { authorization: `Bearer ${token}` };
  const read = await request.get(`/api/v1/projects/${project.id}`, { headers: bearer });
  expect(read.status()).toBe(200);
  const write = await request.put(`/api/v1/projects/${project.id}`, {
    headers: bearer,
    data: { solid_color: '#ff0000' },
  });
  expect(write.status()).toBe(403);
  expect(await write.json()).toMatchObject({ code: 'token_read_only' });

  await page.reload();
  await expect(card.getByText(/Last used/)).toBeVisible({ timeout: 30_000 });
  await screenshotAtBothWidths(page, 'api-tokens');
  await card.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(card.getByText('No tokens yet.')).toBeVisible();
  const after = await request.get(`/api/v1/projects/${project.id}`, { headers: bearer });
  expect(after.status()).toBe(401);
});

test('an owner adds a webhook, publishes, and sees the signed delivery in the log', async ({
  page,
  request,
}) => {
  const received: IncomingHttpHeaders[] = [];
  const bodies: string[] = [];
  const receiver = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push(incoming.headers);
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      answer.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    const account = await createAccount(request, 'webhooks');
    const project = await createProject(request, account);
    await openSignedIn(page, account, `/projects/${project.id}/settings`);
    const card = page.locator('.webhooks');
    await card.getByLabel('Endpoint address').fill(url);
    await card.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
    await expect(card.locator('.webhook-url')).toHaveText(url);

    await publishProject(request, account, project);
    const log = card.locator('.webhook-deliveries');
    await expect(log.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
    await expect(log.getByText('Answer 200')).toBeVisible();
    expect(received[0]?.['webhook-signature']).toMatch(/^v1,/);
    // The receiving tool can link to the page that was published.
    expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({
      type: 'page.published',
      data: { page_url: expect.stringMatching(new RegExp(`/${project.slug}$`)) },
    });

    await log.getByRole('button', { name: 'Send again' }).click();
    await expect(log.getByText('Delivered')).toHaveCount(2, { timeout: 20_000 });
    expect(received[1]?.['webhook-id']).toBe(received[0]?.['webhook-id']);
    await screenshotAtBothWidths(page, 'webhooks');
  } finally {
    receiver.close();
  }
});
