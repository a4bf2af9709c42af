import { expect, type Page, test } from '@playwright/test';
import {
  answerAddressStep,
  createAccount,
  createInvite,
  openSignedIn,
  PASSWORD,
  screenshotAtBothWidths,
  signInWithForm,
  toast,
  uniqueEmail,
} from './support.ts';

/**
 * Ways in for a podcast owner, on a phone: the dashboard's start choice, signing in (not only up)
 * from the editor's Publish dialog with a draft, and an invite link that asks for a password.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

test('the empty dashboard leads with "Start from my podcast", which opens the feed import', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'starter');
  await openSignedIn(page, account);
  const choice = page.getByRole('region', { name: 'How do you want to start?' });
  const options = choice.getByRole('button');
  await expect(options).toHaveCount(2);
  await expect(options.first()).toContainText('Start from my podcast');
  await expect(options.last()).toContainText('Blank page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshotAtBothWidths(page, 'start-choice-dashboard');

  await options.first().click();
  await expect(page).toHaveURL(/\/project-setup$/);
  await expect(page.getByText('Setup', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox')).toBeVisible();

  // The sidebar offers the same two ways.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Start from my podcast' })).toBeVisible();
  await screenshotAtBothWidths(page, 'start-choice-sidebar');
  await page.getByRole('menuitem', { name: 'Blank page' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('a sign-up without a draft is welcomed with the start choice', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('welcome'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const choice = page.getByRole('region', { name: 'Welcome! How do you want to start?' });
  await expect(choice.getByRole('button').first()).toContainText('Start from my podcast');
});

test('signing in from the Publish dialog publishes the draft to that account', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, 'returning');
  await page.goto('/quickstart-project');
  await page.getByRole('button', { name: 'Add your title and description' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Returning Show');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Publish' }).click();
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await register.getByRole('button', { name: 'Sign in', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in to publish' });
  await expect(signIn).toBeVisible();
  await screenshotAtBothWidths(page, 'start-choice-publish-sign-in');
  await signIn.getByLabel('Email', { exact: true }).fill(account.email);
  await signIn.getByLabel('Password', { exact: true }).fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page, 'Failed to Login')).toBeVisible();
  await signIn.getByLabel('Password', { exact: true }).fill(account.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signed in, the page's address is asked as after a sign-up.
  await answerAddressStep(page);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // The draft left the browser and is the account's project, live at its short link.
  const drafts = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('draft_')),
  );
  expect(drafts).toEqual([]);
  const listed = await request.get('/api/v1/projects', { headers: account.headers });
  const projects = ((await listed.json()) as { data: Array<{ short_link: string }> }).data;
  expect(projects).toHaveLength(1);
  const shortLink = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ }).first();
  // A publish leaves the server jobs of its own to run; on a busy machine the list comes late.
  await expect(shortLink).toHaveText(projects[0]?.short_link ?? 'missing', { timeout: 30_000 });
  await page.goto(new URL((await shortLink.textContent()) ?? '').pathname);
  await expect(page.getByRole('heading', { name: 'Returning Show' })).toBeVisible();
});

test('an invited owner chooses a password, signs out and signs in with it; the used link says how to get back in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('chooser');
  const link = new URL(await createInvite(request, email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/dashboard$/);

  const card = page.getByRole('region', { name: 'Choose your password' });
  // The dashboard's chunk loads first: slow on a busy machine.
  await expect(card).toContainText(email, { timeout: 30_000 });
  await screenshotAtBothWidths(page, 'start-choice-choose-password');
  const password = 'my-own-secret-9';
  await card.getByLabel('New password').fill(password);
  await card.getByLabel('Verify password').fill('something else');
  await card.getByRole('button', { name: 'Save password' }).click();
  await expect(card.getByText("Passwords don't match.")).toBeVisible();
  await card.getByLabel('Verify password').fill(password);
  await card.getByRole('button', { name: 'Save password' }).click();
  await expect(toast(page, 'Password updated')).toBeVisible();
  await expect(card).toHaveCount(0);

  await signOut(page);
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Choose your password' })).toHaveCount(0);
  await signOut(page);

  // The link worked once: opened again, it says how to get back in.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/signin$/);
  const notice = page.getByRole('status').filter({ hasText: 'already used' });
  await expect(notice).toContainText('This invite link was already used');
  await screenshotAtBothWidths(page, 'start-choice-invite-used');
  await notice.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});
