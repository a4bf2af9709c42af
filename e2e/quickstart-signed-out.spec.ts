import { expect, test } from '@playwright/test';
import {
  expectImportedPage,
  fakeShow,
  freshEmail,
  PASSWORD,
  pickWithKeyboard,
  SOCIAL_USERNAME,
  searchFor,
} from './fakes/quickstart-steps.ts';
import { answerAddressStep } from './support.ts';

test('a visitor types a show name, builds a draft, signs up and the page is live', async ({
  page,
}) => {
  const show = fakeShow('pie-talk');

  // Setup: find the show and pick it with the keyboard.
  await page.goto('/quickstart');
  await expect(page.getByText('Setup', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip' })).toHaveAttribute(
    'href',
    '/quickstart-project',
  );
  await searchFor(page, show.trackName);
  await pickWithKeyboard(page, show.trackName);
  await expect(page.getByRole('progressbar')).toBeVisible();

  // Customize: the draft editor opens on the imported page; the owner adds a social profile.
  await expect(page).toHaveURL(/\/quickstart-project$/, { timeout: 30_000 });
  await expect(page.getByText(show.trackName).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Step 2 of 3: Customize' })).toContainText(
    'When it looks right, Publish it below (step 3).',
  );
  await page.getByRole('button', { name: 'Add social networks' }).click();
  await page.getByLabel('Instagram', { exact: true }).fill(SOCIAL_USERNAME);
  await page.getByRole('button', { name: 'Done' }).click();

  // A return to /quickstart now goes back to the saved draft (SPEC.md §2).
  await page.goto('/quickstart');
  await expect(page).toHaveURL(/\/quickstart-project$/);

  // Publish: signed out, publishing asks for an account first.
  await page.getByRole('button', { name: 'Publish' }).click();
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await expect(register).toBeVisible();
  await register.getByLabel('Email', { exact: true }).fill(freshEmail('qs-out'));
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByRole('button', { name: 'Sign up' }).click();

  // Signed up, the owner is offered an address made from the show's name, and takes it.
  const addressField = page
    .getByRole('dialog', { name: "Choose your page's address" })
    .getByLabel("Your page's address");
  await expect(addressField).toHaveValue(/^pietalk\d*$/, { timeout: 30_000 });
  const chosen = await addressField.inputValue();
  await answerAddressStep(page);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // The new project's short link, at the chosen address, leads to the live page.
  const shortLink = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ }).first();
  await expect(shortLink).toBeVisible();
  const address = new URL((await shortLink.textContent()) ?? '');
  expect(address.pathname).toBe(`/${chosen}`);
  await page.goto(address.pathname);
  await expectImportedPage(page, show);
});
