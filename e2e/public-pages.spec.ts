import { expect, test } from '@playwright/test';
import { optOutLink } from '../apps/server/src/modules/opt-out/opt-out-key.ts';
import { E2E_APP_SECRET, E2E_ORIGIN } from './e2e-env.ts';

test('the opt-out link unsubscribes and says so', async ({ page }) => {
  await page.goto(optOutLink(E2E_ORIGIN, E2E_APP_SECRET, '1234567890'));
  await expect(
    page.getByRole('heading', { name: 'Successfully to unsubscribe you from our mailing list.' }),
  ).toBeVisible();
  await expect(page.getByText('We apologize for any inconvenience.')).toBeVisible();
});

test('an opt-out link with a wrong key says the link is not valid', async ({ page }) => {
  await page.goto('/opt-out-campaign/1234567890?key=forged');
  await expect(
    page.getByText('This unsubscribe link is not valid. Please open the link from our e-mail.'),
  ).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('the beta invite page explains invites and leads to sign up', async ({ page }) => {
  await page.goto('/beta-user-invite');
  await expect(page.getByRole('heading', { name: 'Welcome to the Podpie beta' })).toBeVisible();
  await expect(page.getByText(/invitation arrives by e-mail/)).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
