import { expect, test } from '@playwright/test';
import {
  createAccount,
  openSignedIn,
  screenshotAtBothWidths,
  toast,
  verificationLink,
} from './support.ts';

// Issue 33, point 4: a new owner is asked, gently, to verify their address; what waits for it
// says so; the link from the mail ends the wait.

test('a new owner sees the banner, follows the link from the mail, and the banner is gone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(page.request, 'verify');
  await openSignedIn(page, account);

  const banner = page.locator('.verify-email-banner');
  await expect(banner).toContainText(`we sent a link to ${account.email}`);
  await expect(banner.getByRole('button', { name: 'Send again' })).toBeVisible();
  await screenshotAtBothWidths(page, 'verify-email-banner');

  // Connecting a mailing service waits for the address, and says why.
  await page.goto('/integrations');
  await page.getByRole('button', { name: 'Add new integration' }).click();
  await page.getByRole('menuitem', { name: /Podpie list/ }).click();
  await expect(toast(page, /verify your e-mail address first/)).toBeVisible();
  await expect(page.getByText('No mailing integrations yet.')).toBeVisible();

  await page.goto(await verificationLink(account.email));
  await expect(page.getByRole('status')).toContainText(
    `Your e-mail address ${account.email} is verified.`,
  );
  await screenshotAtBothWidths(page, 'verify-email-done');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The link works once.
  await page.goto(await verificationLink(account.email));
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');

  // Now the same list connects.
  await page.goto('/integrations');
  await page.getByRole('button', { name: 'Add new integration' }).click();
  await page.getByRole('menuitem', { name: /Podpie list/ }).click();
  await expect(toast(page, 'Success')).toContainText('Your Podpie list is ready.');

  // Moving to another address: the password, then the link mailed to the new one.
  const newEmail = `moved-${account.email}`;
  await page.goto('/account-security');
  const card = page
    .locator('.security-card')
    .filter({ has: page.getByRole('heading', { name: 'E-mail address' }) });
  await expect(card).toContainText(`Your address: ${account.email}`);
  await expect(card).toContainText('Verified');
  await card.getByLabel('New address').fill(newEmail);
  await card.getByLabel('Current password').fill(account.password);
  await card.getByRole('button', { name: 'Send link to the new address' }).click();
  await expect(card.getByRole('status')).toContainText(`Open the link we sent to ${newEmail}`);
  await screenshotAtBothWidths(page, 'verify-email-change');
  await page.goto(await verificationLink(newEmail));
  await expect(page.getByRole('status')).toContainText(
    `Your e-mail address ${newEmail} is verified.`,
  );
  await page.goto('/account-security');
  await expect(card).toContainText(`Your address: ${newEmail}`);
});
