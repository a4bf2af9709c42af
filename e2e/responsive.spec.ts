import { expect, test } from '@playwright/test';
import { createAccount, createProject, openSignedIn } from './support.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px nothing scrolls sideways and the menu opens from a button', async ({
  page,
  request,
}) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const account = await createAccount(request, 'phone');
  await createProject(request, account);
  await openSignedIn(page, account);
  await expect(page.locator('.project-card')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
});

test('the sign-in form works from the keyboard alone', async ({ page, request }) => {
  const account = await createAccount(request, 'keyboard');
  await page.goto('/signin');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
