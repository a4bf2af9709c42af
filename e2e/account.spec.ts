import { expect, test } from '@playwright/test';
import {
  createAccount,
  openSignedIn,
  screenshotAtBothWidths,
  signInWithForm,
  toast,
} from './support.ts';

test('an owner changes the password, then signs in with the new one', async ({ page, request }) => {
  const account = await createAccount(request, 'password');
  await openSignedIn(page, account, '/change-password');
  await expect(page.getByText(`Account: ${account.email}`)).toBeVisible();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please input your current password!')).toBeVisible();
  await expect(page.getByText('Please input your new password!')).toBeVisible();
  await expect(page.getByText('Please verify your new password!')).toBeVisible();
  await screenshotAtBothWidths(page, 'change-password');

  // A wrong current password changes nothing.
  const newPassword = 'brand-new-secret-7';
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Verify password').fill(newPassword);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Password update failed')).toContainText(
    'The current password is not correct.',
  );

  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Password updated')).toContainText('Password has been updated.');

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInWithForm(page, account.email, account.password);
  await expect(toast(page, 'Failed to Login')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sidebar reaches every signed-in screen', async ({ page, request }) => {
  const account = await createAccount(request, 'sidebar');
  await openSignedIn(page, account);
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByRole('menuitem', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await page.getByRole('menuitem', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Add new project: from the podcast's feed, or a blank page.
  await expect(page.getByText('Add new project', { exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Start from my podcast' }).click();
  await expect(page).toHaveURL(/\/project-setup$/);
  await page.goto('/dashboard');
  await page.getByRole('menuitem', { name: 'Blank page' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});
