import { expect, test } from '@playwright/test';
import { createAccount, holdRequests, openSignedIn } from './support.ts';

// The Add Block menu's code loads after the editor draws. An owner quick enough to click before
// it arrives still gets the menu, and the entry they pick opens its form.
test('a click on Add Block before the menu code arrives still opens the chosen form', async ({
  page,
}) => {
  const account = await createAccount(page.request, 'lazy-menu');
  const release = await holdRequests(page, /dropdown-[^/]*\.js$/);
  await openSignedIn(page, account, '/projects');
  await page.getByRole('button', { name: 'Add Block' }).click();
  await expect(page.getByRole('menuitem', { name: 'Subtitle and text' })).toBeHidden();
  release();
  await page.getByRole('menuitem', { name: 'Subtitle and text' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Subtitle' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Subtitle' }).fill('Quick');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('menu')).toBeHidden();
  // The menu still opens and closes as usual afterwards.
  await page.getByRole('button', { name: 'Add Block' }).click();
  await expect(page.getByRole('menuitem', { name: 'Subtitle and text' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Subtitle and text' })).toBeHidden();
});
