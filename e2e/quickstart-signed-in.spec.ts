import { expect, test } from '@playwright/test';
import {
  expectImportedPage,
  fakeShow,
  freshEmail,
  pickWithKeyboard,
  SOCIAL_USERNAME,
  searchFor,
  signUp,
} from './fakes/quickstart-steps.ts';
import { answerAddressStep, screenshot } from './support.ts';

test('an owner sets up a new project from a show name and publishes it', async ({ page }) => {
  const show = fakeShow('pie-talk-classics');
  await signUp(page, freshEmail('qs-in'));

  // Signed in, /quickstart leads to /project-setup.
  await page.goto('/quickstart');
  await expect(page).toHaveURL(/\/project-setup$/);
  await searchFor(page, show.trackName);
  await pickWithKeyboard(page, show.trackName);

  // A new project opens in the editor.
  await expect(page).toHaveURL(/\/projects\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText('Project created successfully.')).toBeVisible();
  await expect(page.getByText(show.trackName).first()).toBeVisible();
  // Signed in, the page went live with the project: the guide does not pretend otherwise.
  await expect(page.getByRole('region', { name: 'Step 2 of 3: Customize' })).toContainText(
    'Your page is already live.',
  );

  // Customize and publish.
  await page.getByRole('button', { name: 'Add social networks' }).click();
  await page.getByLabel('Instagram', { exact: true }).fill(SOCIAL_USERNAME);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  // The first publish offers an address made from the show's name; the owner takes it.
  const addressField = page
    .getByRole('dialog', { name: "Choose your page's address" })
    .getByLabel("Your page's address");
  await expect(addressField).toHaveValue(/^pietalkclassics\d*$/);
  const chosen = await addressField.inputValue();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(/Available/);
  await screenshot(page, 'page-address-1280');
  await answerAddressStep(page);
  await expect(page.getByText('Your page is live at')).toBeVisible({ timeout: 30_000 });

  const shortLink = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ });
  const address = new URL((await shortLink.textContent()) ?? '');
  expect(address.pathname).toBe(`/${chosen}`);
  await page.goto(address.pathname);
  await expectImportedPage(page, show);
});
