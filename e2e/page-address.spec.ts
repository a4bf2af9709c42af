import { randomUUID } from 'node:crypto';
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
import { createAccount, createProject, screenshot } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone: sign up, start from my podcast, choose the page's address proposed from the show's name, publish, and the page opens with the show and five app icons", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const show = fakeShow('pie-talk-classics');
  // Another owner's page already lives at this address.
  const someoneElse = await createAccount(page.request, 'address-taken');
  const taken = `classics${randomUUID().slice(0, 8)}`;
  await createProject(page.request, someoneElse, { slug: taken });
  const chosen = `pietalk${randomUUID().slice(0, 8)}`;

  // Signed up, the dashboard offers to start from the podcast.
  await signUp(page, freshEmail('address'));
  const welcome = page.getByRole('region', { name: 'Welcome! How do you want to start?' });
  await welcome.getByRole('button', { name: /Start from my podcast/ }).click();
  await expect(page).toHaveURL(/\/project-setup$/);
  await searchFor(page, show.trackName);
  await pickWithKeyboard(page, show.trackName);
  await expect(page).toHaveURL(/\/projects\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText(show.trackName).first()).toBeVisible();

  // Publish asks for the address first, starting from the show's name, and checks it.
  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: "Choose your page's address" });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel("Your page's address");
  const status = dialog.getByRole('status');
  const publishHere = dialog.getByRole('button', { name: 'Publish at this address' });
  await expect(field).toHaveValue(/^pietalkclassics\d*$/);
  await expect(dialog.getByText(`${new URL(page.url()).host}/`)).toBeVisible();
  await expect(dialog.getByText("Proposed from your show's name.")).toBeVisible();
  await expect(status).toHaveText(/Available/);
  await expect(field).toBeFocused();
  await screenshot(page, 'page-address-390');

  // Another page's address: taken, and Publish waits.
  await field.fill(taken);
  await expect(status).toHaveText('This link alias is already taken, please choose another one.');
  await expect(publishHere).toBeDisabled();
  await screenshot(page, 'page-address-taken-390');

  // Letters and digits only, said at once.
  await field.fill('pie talk');
  await expect(status).toHaveText('Slug does not allow special characters');
  await expect(publishHere).toBeDisabled();

  // A free one, published from the keyboard.
  await field.fill(chosen);
  await expect(status).toHaveText(/Available/);
  await field.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your page is live at')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: new RegExp(`/${chosen}$`) })).toBeVisible();

  // A later publish does not ask again.
  await page.getByRole('button', { name: 'Add social networks' }).click();
  await page.getByLabel('Instagram', { exact: true }).fill(SOCIAL_USERNAME);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Project updated successfully.')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  // The page answers at the chosen address.
  await page.goto(`/${chosen}`);
  await expectImportedPage(page, show);
});
