import { expect, test } from '@playwright/test';
import { createAccount, createProject, openSignedIn, toast } from './support.ts';

test('an owner saves the analytics ids of a project', async ({ page, request }) => {
  const account = await createAccount(request, 'settings');
  const project = await createProject(request, account);
  await openSignedIn(page, account);
  await page
    .locator('.project-card')
    .filter({ hasText: `/${project.slug}` })
    .getByRole('button', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/settings$`));
  await expect(page.getByRole('heading', { name: 'Embed and Sharing Analytics' })).toBeVisible();

  await page.getByLabel('Facebook Pixel ID').fill('pixel');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Facebook pixel id is made of digits only.')).toBeVisible();

  await page.getByLabel('Google Analytics ID').fill('G-ABC1234');
  await page.getByLabel('Facebook Pixel ID').fill('1234567890');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, `Updated project ${project.id}`)).toBeVisible();

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
