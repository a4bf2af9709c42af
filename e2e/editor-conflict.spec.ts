import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  type Account,
  createAccount,
  createProject,
  openSignedIn,
  screenshot,
  screenshotAtBothWidths,
} from './support.ts';

/**
 * Two phones editing the same project. The one that publishes second gets the other's edits
 * merged in when they touched different blocks; only a block both changed is put to the owner.
 * No edit is lost without the owner deciding so.
 */

const AUTH_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;
const PHONE = { width: 390, height: 844 };

/** A second device: its own sign-in, so each browser holds its own token. */
async function signInAgain(page: Page, account: Account): Promise<Account> {
  const answer = await page.request.post('/api/auth/sign_in', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const headers = answer.headers();
  return {
    ...account,
    headers: Object.fromEntries(AUTH_HEADERS.map((name) => [name, headers[name] ?? ''])),
  };
}

async function openEditor(browser: Browser, account: Account, projectId: number): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await openSignedIn(page, account, `/projects/${projectId}`);
  // The editor's first load is the slowest step on a busy machine.
  await expect(
    page.locator('.pp-editor').getByRole('heading', { name: 'Shared Show' }),
  ).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Opens a text block from the page and gives it a new subtitle. */
async function retitle(page: Page, from: string, to: string) {
  await page.locator('.pp-editor').getByText(from, { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Subtitle' }).fill(to);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** The public page as a new visitor gets it (a browser that saw it before may keep its copy). */
async function visit(browser: Browser, slug: string): Promise<Page> {
  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(`/${slug}`);
  return visitor;
}

async function setUp(page: Page, label: string) {
  const account = await createAccount(page.request, label);
  const project = await createProject(page.request, account);
  const block = (id: number, title: string, sort_order: number) => ({
    id,
    main_type: 'TEXT-INPUT',
    title,
    sort_order,
  });
  const pies = [
    { id: -100001, main_type: 'HEADER-TITLE', title: 'Shared Show', sort_order: 1 },
    block(-100002, 'First block', 2),
    block(-100003, 'Second block', 3),
  ];
  const synced = await page.request.post(`/api/v1/projects/${project.id}/pies/sync`, {
    headers: account.headers,
    data: { pies, base_pies_updated_at: null },
  });
  expect(synced.status(), await synced.text()).toBe(200);
  return { account, project };
}

test('edits of different blocks from two phones are merged; an edit of the same block asks', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { account, project } = await setUp(page, 'editor-conflict-merge');
  const laptop = await openEditor(browser, account, project.id);
  const phone = await openEditor(browser, await signInAgain(page, account), project.id);

  await retitle(laptop, 'First block', 'First, from the laptop');
  await laptop.getByRole('button', { name: 'Publish' }).click();
  await expect(laptop.getByText('Project updated successfully.')).toBeVisible();

  await retitle(phone, 'Second block', 'Second, from the phone');
  await phone.getByRole('button', { name: 'Publish' }).click();
  await expect(phone.getByText('Merged with changes from another device')).toBeVisible();
  await expect(phone.getByRole('dialog')).toHaveCount(0);
  const phonePage = phone.locator('.pp-editor');
  await expect(phonePage.getByText('First, from the laptop')).toBeVisible();
  await expect(phonePage.getByText('Second, from the phone')).toBeVisible();

  const before = await visit(browser, project.slug);
  await expect(before.getByText('First, from the laptop')).toBeVisible();
  await expect(before.getByText('Second, from the phone')).toBeVisible();

  // Now both change the first block: the laptop publishes first (merging the phone's copy in),
  // and the phone is asked which of the two to keep.
  await retitle(laptop, 'First, from the laptop', 'First, laptop again');
  await laptop.getByRole('button', { name: 'Publish' }).click();
  await expect(laptop.getByText('Merged with changes from another device')).toBeVisible();
  await retitle(phone, 'First, from the laptop', 'First, phone wins');
  await phone.getByRole('button', { name: 'Publish' }).click();

  const conflict = phone.getByRole('dialog', { name: 'This page was changed somewhere else' });
  await expect(conflict).toBeVisible();
  const question = conflict.getByRole('radiogroup', { name: 'Subtitle and text' });
  await expect(
    question.getByRole('radio', { name: /Keep mine “First, phone wins”/ }),
  ).toBeVisible();
  await expect(
    question.getByRole('radio', { name: /Keep theirs “First, laptop again”/ }),
  ).toBeVisible();
  await screenshot(phone, 'editor-merge-conflict-390');
  await question.getByText('Keep mine').click();
  await conflict.getByRole('button', { name: 'Publish' }).click();
  await expect(conflict).toBeHidden();
  await expect(phone.getByText('Merged with changes from another device')).toBeVisible();

  const after = await visit(browser, project.slug);
  await expect(after.getByText('First, phone wins')).toBeVisible();
  await expect(after.getByText('Second, from the phone')).toBeVisible();
  await expect(after.getByText('First, laptop again')).toHaveCount(0);
});

test('the phone asked about a block may load the newer copy instead', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { account, project } = await setUp(page, 'editor-conflict-load');
  const laptop = await openEditor(browser, account, project.id);
  const phone = await openEditor(browser, await signInAgain(page, account), project.id);

  await retitle(laptop, 'Second block', 'Second, laptop version');
  await laptop.getByRole('button', { name: 'Publish' }).click();
  await expect(laptop.getByText('Project updated successfully.')).toBeVisible();

  await retitle(phone, 'Second block', 'Second, phone version');
  await phone.getByRole('button', { name: 'Publish' }).click();
  const conflict = phone.getByRole('dialog', { name: 'This page was changed somewhere else' });
  await expect(conflict.getByRole('radiogroup', { name: 'Subtitle and text' })).toBeVisible();
  await screenshotAtBothWidths(phone, 'editor-merge-load-newer');
  await conflict.getByRole('button', { name: 'Load the newer copy' }).click();
  await expect(conflict).toBeHidden();
  const phonePage = phone.locator('.pp-editor');
  await expect(phonePage.getByText('Second, laptop version')).toBeVisible();
  await expect(phonePage.getByText('Second, phone version')).toHaveCount(0);

  const pies = await page.request.get(`/api/v1/projects/${project.id}/pies`, {
    headers: account.headers,
  });
  const titles = ((await pies.json()) as { data: Array<{ title: string | null }> }).data.map(
    (pie) => pie.title,
  );
  expect(titles).toEqual(['Shared Show', 'First block', 'Second, laptop version']);
});

test('two tabs of one phone keep their own undo across each other’s changes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { account, project } = await setUp(page, 'editor-conflict-tabs');
  const context = await browser.newContext({ viewport: PHONE });
  const one = await context.newPage();
  await openSignedIn(one, account, `/projects/${project.id}`);
  const two = await context.newPage();
  await two.goto(`/projects/${project.id}`);
  const onePage = one.locator('.pp-editor');
  const twoPage = two.locator('.pp-editor');
  await expect(onePage.getByText('First block', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(twoPage.getByText('First block', { exact: true })).toBeVisible({ timeout: 30_000 });

  await retitle(one, 'First block', 'First, tab one');
  await expect(twoPage.getByText('First, tab one')).toBeVisible();
  await retitle(two, 'Second block', 'Second, tab two');
  await expect(onePage.getByText('Second, tab two')).toBeVisible();

  // Each tab's Ctrl+Z takes back its own edit and leaves the other tab's.
  await one.keyboard.press('Control+z');
  await expect(onePage.getByText('First block', { exact: true })).toBeVisible();
  await expect(onePage.getByText('Second, tab two')).toBeVisible();
  await expect(onePage.getByText('First block', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(twoPage.getByText('First block', { exact: true })).toBeVisible({ timeout: 30_000 });

  await two.keyboard.press('Control+z');
  await expect(twoPage.getByText('Second block', { exact: true })).toBeVisible();
  await expect(onePage.getByText('First block', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(twoPage.getByText('First block', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(onePage.getByText('Second block', { exact: true })).toBeVisible();

  // And the redo of the first tab brings back its edit only.
  await one.keyboard.press('Control+Shift+z');
  await expect(onePage.getByText('First, tab one')).toBeVisible();
  await expect(onePage.getByText('Second block', { exact: true })).toBeVisible();
});
