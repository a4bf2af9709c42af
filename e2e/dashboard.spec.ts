import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { E2E_ORIGIN } from './e2e-env.ts';
import {
  type Account,
  createAccount,
  createProject as createDraft,
  holdRequests,
  openSignedIn,
  publishProject,
  storeSignIn,
  toast,
} from './support.ts';

// The cards below show a live page's link and QR code, which a draft holds back until published.
const createProject = async (
  request: Parameters<typeof createDraft>[0],
  account: Account,
  body: Record<string, unknown> = {},
) => publishProject(request, account, await createDraft(request, account, body));

function card(page: Page, shortLink: string) {
  return page.locator('.project-card').filter({ hasText: shortLink });
}

test('a new owner sees the empty state, whose button opens /projects', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'empty');
  await openSignedIn(page, account);
  const add = page.getByRole('button', { name: '+ Add New Project' });
  await expect(add).toBeVisible();
  await add.click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('projects created through the API appear as cards after a skeleton', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'cards');
  const first = await createProject(request, account);
  const second = await createProject(request, account);
  // The list is held until the skeleton has been seen: the app asks for it early (see below).
  const releaseList = await holdRequests(page, '**/api/v1/projects');
  await openSignedIn(page, account);
  await expect(page.locator('[aria-busy="true"] .project-placeholder').first()).toBeVisible();
  releaseList();
  await expect(page.locator('.project-card')).toHaveCount(2);
  // Newest first.
  await expect(page.locator('.project-card').first()).toContainText(second.short_link);
  const today = new Date();
  const created = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
  const firstCard = card(page, first.short_link);
  await expect(page.getByRole('article', { name: 'Undefined' })).toHaveCount(2);
  await expect(firstCard.getByRole('heading', { name: 'Undefined' })).toBeVisible();
  await expect(firstCard).toContainText(`Created ${created}`);
  await expect(firstCard.getByRole('button', { name: 'Page settings' })).toBeVisible();
  await expect(firstCard.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(firstCard.getByRole('button', { name: 'Delete' })).toBeVisible();
  // No uptime monitor unless podcast health checking is on.
  await expect(firstCard.getByText('Podcast health')).toHaveCount(0);

  await firstCard.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${first.id}$`));
});

test('the dashboard asks for its projects while the stored sign-in is still being checked', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'early-cards');
  const project = await createProject(request, account);
  let asks = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/v1/projects') asks += 1;
  });
  const releaseCheck = await holdRequests(page, '**/api/auth/validate_token');
  await storeSignIn(page, account);
  const asked = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/v1/projects');
  await page.goto('/dashboard');
  // Sent before the check answered, so the cards come one round trip sooner.
  await asked;
  releaseCheck();
  await expect(card(page, project.short_link)).toBeVisible();
  // That early answer is the one drawn: the list is not asked for a second time.
  await page.waitForLoadState('networkidle');
  expect(asks).toBe(1);
});

test('a Chinese owner’s stored sign-in is checked as soon as the app starts, before anything else it needs has arrived', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'early-check');
  const project = await createProject(request, account);
  await storeSignIn(page, account);
  await page.evaluate(() => window.localStorage.setItem('podpie.language', 'cn'));
  // Everything but the app's entry is held: the Chinese dictionary, the dashboard's code and the
  // schema the check's answer is read with. The check used to wait for all three.
  const entry = (address: string) => /\/assets\/(index|rolldown-runtime)-[^/]+\.js$/.test(address);
  const release = await holdRequests(page, /\/assets\/.+\.js$/, entry);
  const checked = page.waitForRequest(
    (sent) => new URL(sent.url()).pathname === '/api/auth/validate_token',
  );
  await page.goto('/dashboard');
  await checked;
  release();
  await expect(card(page, project.short_link)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the uptime monitor appears only on a project with podcast health checking', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'uptime');
  const plain = await createProject(request, account);
  const checked = await createProject(request, account, { is_check_podcast_health: true });
  await openSignedIn(page, account);
  await expect(
    card(page, checked.short_link).getByRole('heading', { name: 'Podcast health' }),
  ).toBeVisible();
  await expect(card(page, plain.short_link).getByText('Podcast health')).toHaveCount(0);
});

test('the alias form refuses a bad slug and saves a good one', async ({ page, request }) => {
  const account = await createAccount(request, 'alias');
  const project = await createProject(request, account);
  await openSignedIn(page, account);
  const projectCard = card(page, project.short_link);
  const alias = projectCard.getByLabel('Link alias');
  await expect(alias).toHaveValue(project.slug);

  await alias.fill('bad slug!');
  await projectCard.getByRole('button', { name: 'Save' }).first().click();
  await expect(projectCard.getByText('Slug does not allow special characters')).toBeVisible();
  await alias.fill('');
  await expect(projectCard.getByText('Please input your project link alias!')).toBeVisible();

  const slug = `show${Date.now().toString(36)}`;
  await alias.fill(slug);
  await projectCard.getByRole('button', { name: 'Save' }).first().click();
  await expect(toast(page, 'Project updated.')).toBeVisible();
  await expect(page.getByRole('link', { name: `${E2E_ORIGIN}/${slug}` })).toBeVisible();
});

test('a taken alias fails with the server reason', async ({ page, request }) => {
  const account = await createAccount(request, 'taken-alias');
  const taken = await createProject(request, account);
  const project = await createProject(request, account);
  await openSignedIn(page, account);
  const projectCard = card(page, project.short_link);
  await projectCard.getByLabel('Link alias').fill(taken.slug);
  await projectCard.getByRole('button', { name: 'Save' }).first().click();
  await expect(toast(page, `Failed to update project /${project.slug}`)).toBeVisible();
});

test('the QR code downloads as my-podcast-qr-code.png and scans to the short link', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'qr');
  const project = await createProject(request, account);
  await openSignedIn(page, account);
  const projectCard = card(page, project.short_link);
  await expect(
    projectCard.getByRole('img', { name: `QR code for ${project.short_link}` }),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    projectCard.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('my-podcast-qr-code.png');
  const png = PNG.sync.read(await readFile(await download.path()));
  expect(png.width).toBe(200);
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(project.short_link);

  // Size and level change the live preview and are saved with the quick update.
  await projectCard.locator('label', { hasText: /^H$/ }).click();
  await expect(projectCard.getByRole('radio', { name: 'H', exact: true })).toBeChecked();
  await projectCard.getByLabel('Size').click();
  await page.locator('.ant-select-dropdown').getByTitle('300 px').click();
  await projectCard.getByRole('button', { name: 'Save' }).last().click();
  await expect(toast(page, 'Project updated.')).toBeVisible();
  const saved = await request.get(`/api/v1/projects/${project.id}`, { headers: account.headers });
  expect(await saved.json()).toMatchObject({ data: { qr_size: 300, qr_level: 'H' } });
});

test('the short link copies to the clipboard', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createAccount(request, 'copy');
  const project = await createProject(request, account);
  await openSignedIn(page, account);
  await card(page, project.short_link).getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(project.short_link);
});

test('deleting a project asks first, then removes the card', async ({ page, request }) => {
  const account = await createAccount(request, 'delete');
  const keep = await createProject(request, account);
  const doomed = await createProject(request, account);
  await openSignedIn(page, account);
  await card(page, doomed.short_link).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm).toContainText('Delete this project? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `Deleted project /${doomed.slug}`)).toBeVisible();
  await expect(page.locator('.project-card')).toHaveCount(1);
  await expect(card(page, keep.short_link)).toBeVisible();
});
