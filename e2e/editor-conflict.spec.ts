import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, createAccount, createProject, openSignedIn } from './support.ts';

/**
 * Two browsers editing the same project: the one that publishes second is told the page changed
 * elsewhere and chooses between loading the newer copy and overwriting it. No block is lost
 * without the owner deciding so.
 */

const AUTH_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;

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
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, account, `/projects/${projectId}`);
  await expect(
    page.locator('.pp-editor').getByRole('heading', { name: 'Shared Show' }),
  ).toBeVisible();
  return page;
}

async function addText(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Block' }).click();
  await page.getByRole('menuitem', { name: 'Subtitle and text' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Subtitle' }).fill(title);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

async function publishUpdate(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Project updated successfully.')).toBeVisible();
}

async function setUp(page: Page, label: string) {
  const account = await createAccount(page.request, label);
  const project = await createProject(page.request, account);
  const header = { id: -100001, main_type: 'HEADER-TITLE', title: 'Shared Show', sort_order: 1 };
  const synced = await page.request.post(`/api/v1/projects/${project.id}/pies/sync`, {
    headers: account.headers,
    data: { pies: [header], base_pies_updated_at: null },
  });
  expect(synced.status(), await synced.text()).toBe(200);
  return { account, project };
}

test('the second browser to publish loads the newer copy instead of dropping its blocks', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { account, project } = await setUp(page, 'editor-conflict-load');
  const first = await openEditor(browser, account, project.id);
  const second = await openEditor(browser, await signInAgain(page, account), project.id);

  await addText(first, 'From the laptop');
  await publishUpdate(first);

  await addText(second, 'From the phone');
  await second.getByRole('button', { name: 'Publish' }).click();
  const conflict = second.getByRole('dialog', { name: 'This page was changed somewhere else' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Load the newer copy' }).click();
  await expect(conflict).toBeHidden();
  const preview = second.locator('.pp-editor');
  await expect(preview.getByText('From the laptop')).toBeVisible();
  await expect(preview.getByText('From the phone')).toHaveCount(0);

  // From the newer copy, the second browser publishes normally.
  await addText(second, 'From the phone, again');
  await publishUpdate(second);
  await page.goto(`/${project.slug}`);
  await expect(page.getByText('From the laptop')).toBeVisible();
  await expect(page.getByText('From the phone, again')).toBeVisible();
});

test('the second browser may overwrite the newer copy once it is told about it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { account, project } = await setUp(page, 'editor-conflict-overwrite');
  const first = await openEditor(browser, account, project.id);
  const second = await openEditor(browser, await signInAgain(page, account), project.id);

  await addText(first, 'Laptop version');
  await publishUpdate(first);

  await addText(second, 'Phone version');
  await second.getByRole('button', { name: 'Publish' }).click();
  const conflict = second.getByRole('dialog', { name: 'This page was changed somewhere else' });
  await conflict.getByRole('button', { name: 'Overwrite it' }).click();
  await expect(second.getByText('Project updated successfully.')).toBeVisible();
  await expect(conflict).toBeHidden();

  const pies = await page.request.get(`/api/v1/projects/${project.id}/pies`, {
    headers: account.headers,
  });
  const titles = ((await pies.json()) as { data: Array<{ title: string | null }> }).data.map(
    (pie) => pie.title,
  );
  expect(titles).toContain('Phone version');
  expect(titles).not.toContain('Laptop version');
});
