import { expect, type Page, test } from '@playwright/test';
import { answerAddressStep, PASSWORD, uniqueEmail } from './support.ts';

/**
 * A signed-out visitor's draft at /quickstart-project: it survives a reload, undo and redo work
 * from the keyboard, Reset clears it, and signing up from Publish turns it into a live page.
 */

const preview = (page: Page) => page.locator('.pp-editor');

async function addText(page: Page, title: string, text: string) {
  await page.getByRole('button', { name: 'Add Block' }).click();
  await page.getByRole('menuitem', { name: 'Subtitle and text' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Subtitle' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(text);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

async function addTitle(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add your title and description' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test('a signed-out draft survives a reload and becomes a published project on sign-up', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/quickstart-project');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();

  await addTitle(page, 'Draft Show');
  await addText(page, 'Welcome', 'Made before signing up.');

  // Undo and redo from the keyboard.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(preview(page).getByText('Welcome')).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(preview(page).getByText('Welcome')).toBeVisible();

  // The draft is kept in the browser: a reload opens it again.
  await page.reload();
  await expect(preview(page).getByRole('heading', { name: 'Draft Show' })).toBeVisible();
  await expect(preview(page).getByText('Made before signing up.')).toBeVisible();

  // The mailing block needs an account.
  await page.getByRole('button', { name: 'Add Block' }).click();
  await page.getByRole('menuitem', { name: 'Mailing list' }).click();
  await expect(page.getByText('Please sign in to use this feature.')).toBeVisible();

  // Publishing asks for an account; signing up creates the project from the draft.
  await page.getByRole('button', { name: 'Publish' }).click();
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await expect(register).toBeVisible();
  await register.getByRole('textbox', { name: /email/i }).fill(uniqueEmail('editor-draft'));
  await register.getByRole('textbox', { name: /password/i }).fill(PASSWORD);
  await register.getByRole('button', { name: 'Sign up' }).click();
  // Signed up, the owner chooses the page's address: the one made from the page title.
  await answerAddressStep(page);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // The draft is gone from the browser, and the page is live at its short link.
  const drafts = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('draft_')),
  );
  expect(drafts).toEqual([]);
  const shortLink = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ }).first();
  await expect(shortLink).toBeVisible();
  await page.goto(new URL((await shortLink.textContent()) ?? '').pathname);
  await expect(page.getByRole('heading', { name: 'Draft Show' })).toBeVisible();
  await expect(page.getByText('Made before signing up.')).toBeVisible();
});

test('Reset clears the signed-out draft after a confirmation and returns to step 1', async ({
  page,
}) => {
  await page.goto('/quickstart-project');
  await addTitle(page, 'Throwaway');
  await page.reload();
  await expect(preview(page).getByRole('heading', { name: 'Throwaway' })).toBeVisible();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Clear this draft and start again?')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).last().click();
  // Step 1 of the quick start: the search, with nothing of the old draft.
  await expect(page).toHaveURL(/\/quickstart$/);
  await expect(page.getByRole('combobox')).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveValue('');

  // Skip opens an empty draft.
  await page.getByRole('link', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/quickstart-project$/);
  await expect(page.getByRole('button', { name: 'Add your title and description' })).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Throwaway' })).toHaveCount(0);
});
