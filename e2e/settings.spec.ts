import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createAccount, createProject, openSignedIn, toast } from './support.ts';

test('an owner saves the analytics ids of a project', async ({ page, request }) => {
  const account = await createAccount(request, 'settings');
  const project = await createProject(request, account);
  await openSignedIn(page, account);
  await page
    .locator('.project-card')
    .filter({ hasText: `/${project.slug}` })
    .getByRole('button', { name: 'Page settings' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/settings$`));
  await expect(page.getByRole('heading', { name: 'Embed and Sharing Analytics' })).toBeVisible();

  await page.getByLabel('Facebook Pixel ID').fill('pixel');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Facebook pixel id is made of digits only.')).toBeVisible();

  await page.getByLabel('Google Analytics ID').fill('G-ABC1234');
  await page.getByLabel('Facebook Pixel ID').fill('1234567890');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, `Updated project /${project.slug}`)).toBeVisible();

  const saved = await request.get(`/api/v1/projects/${project.id}`, { headers: account.headers });
  expect(await saved.json()).toMatchObject({
    data: { google_analytics_id: 'G-ABC1234', facebook_pixel_id: '1234567890' },
  });

  await page.reload();
  await expect(page.getByLabel('Google Analytics ID')).toHaveValue('G-ABC1234');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("another owner's project is not found and leads back to the dashboard", async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, 'owner');
  const project = await createProject(request, owner);
  const other = await createAccount(request, 'other');
  await openSignedIn(page, other, `/projects/${project.id}/settings`);
  await expect(toast(page, 'Project not found')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an owner sees the old addresses of a page and frees one for anyone to take', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'oldaddress');
  const old = `was${Date.now().toString(36)}`;
  const project = await createProject(request, account, { slug: old });
  const moved = await request.put(`/api/v1/projects/${project.id}`, {
    headers: account.headers,
    data: { slug: `${old}now` },
  });
  expect(moved.status()).toBe(200);
  // Another owner cannot take the address the page left.
  const other = await createAccount(request, 'claimer');
  const refused = await request.post('/api/v1/projects', {
    headers: other.headers,
    data: { slug: old },
  });
  expect(refused.status()).toBe(422);

  await openSignedIn(page, account, `/projects/${project.id}/settings`);
  const card = page.locator('.ant-card').filter({ hasText: 'Old addresses' });
  await expect(card).toContainText(`/${old}`);
  await expect(card).toContainText('Reserved for this page until');

  const shots = 'test-results/settings';
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/old-addresses-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/old-addresses-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await card.getByRole('button', { name: new RegExp(`Free .*/${old}$`) }).click();
  await page.getByRole('button', { name: 'Free', exact: true }).click();
  await expect(toast(page, new RegExp(`/${old} is free`))).toBeVisible();
  await expect(card).toBeHidden();
  const taken = await request.post('/api/v1/projects', {
    headers: other.headers,
    data: { slug: old },
  });
  expect(taken.status()).toBe(201);
});
