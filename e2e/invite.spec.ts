import { expect, test } from '@playwright/test';
import { AUTH_STORAGE_KEY, createInvite, uniqueEmail } from './support.ts';

test('an invite link signs the owner in, activates the account and opens the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('invited');
  const link = new URL(await createInvite(request, email));
  expect(link.pathname).toBe('/signin');

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: '+ Add New Project' })).toBeVisible();
  // No password yet: the dashboard asks for one first.
  await expect(page.getByRole('region', { name: 'Choose your password' })).toBeVisible();

  const stored = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY);
  const headers = JSON.parse(stored ?? '{}') as Record<string, string>;
  const check = await request.get('/api/auth/validate_token', { headers });
  expect(check.status()).toBe(200);
  expect(await check.json()).toMatchObject({
    data: { email, is_activated: true, has_password: false, email_verified: false },
  });

  // The link was mailed to this address: choosing the password through it proves the address,
  // so the dashboard does not ask for a verification mail that was never sent.
  const banner = page.getByText('Please verify your e-mail address');
  await expect(banner).toBeVisible();
  const choose = page.getByRole('region', { name: 'Choose your password' });
  await choose.getByLabel('New password').fill('my-first-password-1');
  await choose.getByLabel('Verify password').fill('my-first-password-1');
  await choose.getByRole('button', { name: 'Save password' }).click();
  await expect(choose).toBeHidden();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: '+ Add New Project' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await (await request.get('/api/auth/validate_token', { headers })).json()).toMatchObject({
    data: { has_password: true, email_verified: true },
  });
});

test('a used or wrong passcode shows the login failure and the form', async ({ page }) => {
  await page.goto('/signin?username=nobody%40example.com&passcode=wrong');
  await expect(page.locator('.ant-notification-notice')).toContainText('Failed to Login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
