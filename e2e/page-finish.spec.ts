import { expect, type Page, test } from '@playwright/test';
import { E2E_ORIGIN } from './e2e-env.ts';
import { mailTo } from './mailbox.ts';
import {
  type Account,
  createAccount,
  createInvite,
  createProject,
  openSignedIn,
  PASSWORD,
  pathOf,
  screenshotAtBothWidths,
  signInWithForm,
  toast,
  uniqueEmail,
} from './support.ts';

async function publish(page: Page, account: Account, project: number, title: string) {
  const answer = await page.request.post(`/api/v1/projects/${project}/pies/sync`, {
    headers: account.headers,
    data: [{ id: -1, main_type: 'HEADER-TITLE', title, sort_order: 1 }],
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a page is drawn in its own language, whatever the visitor asks for', async ({ page }) => {
  const owner = await createAccount(page.request, 'tongue');
  const project = await createProject(page.request, owner, { language: 'en' });
  await publish(page, owner, project.id, 'English show');
  for (const language of [undefined, 'fr', 'zh-CN']) {
    const answer = await fetch(`${E2E_ORIGIN}/${project.slug}`, {
      headers: language ? { 'accept-language': language } : {},
    });
    const html = await answer.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Made with Podpie');
  }
  // The owner switches it to Traditional Chinese in the project settings.
  await openSignedIn(page, owner, `/projects/${project.id}/settings`);
  await expect(page).toHaveTitle('Project settings · Podpie');
  await page.getByLabel('Page language').click();
  await page.locator('.ant-select-item-option[title="繁體中文"]').click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Updated project English show')).toBeVisible();
  await expect
    .poll(async () => (await (await fetch(`${E2E_ORIGIN}/${project.slug}`)).text()).slice(0, 60))
    .toContain('lang="zh-TW"');
});

test('a draft card says so, shows no link or QR code, and its QR address is 404', async ({
  page,
}) => {
  const owner = await createAccount(page.request, 'drafty');
  const project = await createProject(page.request, owner);
  await openSignedIn(page, owner);
  const card = page.getByRole('article');
  await expect(card.getByText('Not published yet')).toBeVisible();
  // An untitled page keeps SPEC's word, with its slug beside it.
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(`Undefined /${project.slug}`);
  await expect(card.getByRole('link', { name: project.short_link })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Download PNG/ })).toHaveCount(0);
  expect((await page.request.get(`/${project.slug}/qr.png`)).status()).toBe(404);
  await expect(page).toHaveTitle('Dashboard · Podpie');
  await screenshotAtBothWidths(page, 'dashboard-draft');
});

test('a renamed page keeps its old address: the form warns, then the old slug answers 301', async ({
  page,
}) => {
  const owner = await createAccount(page.request, 'mover');
  const project = await createProject(page.request, owner);
  await publish(page, owner, project.id, 'Moving show');
  await openSignedIn(page, owner);
  const card = page.getByRole('article');
  await expect(card.getByRole('link', { name: project.short_link })).toBeVisible();
  const renamed = `${project.slug}2`;
  await card.getByLabel('Link alias').fill(renamed);
  await expect(card.getByText(`the old address /${project.slug} keeps leading`)).toBeVisible();
  await screenshotAtBothWidths(page, 'dashboard-published');
  await card.locator('.alias-form').getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('link', { name: `${E2E_ORIGIN}/${renamed}` })).toBeVisible();

  for (const path of ['', '/qr.png']) {
    const old = await page.request.get(`/${project.slug}${path}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/${renamed}${path}`);
  }
  await page.goto(`/${project.slug}`);
  expect(pathOf(page)).toBe(`/${renamed}`);
  await expect(page.getByRole('heading', { name: 'Moving show' })).toBeVisible();
});

test('every unknown address is the same 404 page with HTTP 404', async ({ page }) => {
  for (const path of ['/nope', '/no/such/page']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back Home' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Podpie');
  }
  await screenshotAtBothWidths(page, 'not-found');
});

test('a reused invite link says it was used and leaves no passcode in the address bar', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('twice');
  const link = await createInvite(page.request, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Opened again in another browser: in the same one, a call of the first visit answered after
  // its storage was cleared stores the sign-in it carries again, and the second visit starts
  // signed in (seen in CI; waiting for the network to be idle did not rule it out).
  const elsewhere = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const second = await elsewhere.newPage();
  await second.goto(link);
  await expect(toast(second, 'Failed to Login')).toContainText('This invite link was already used');
  await expect(second).toHaveURL(/\/signin$/);
  await elsewhere.close();
});

test.describe('forgot password', () => {
  test('mails a one-time link that leads to a new password', async ({ page }) => {
    const owner = await createAccount(page.request, 'forgetful');
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveTitle('Forgot password · Podpie');
    await screenshotAtBothWidths(page, 'forgot-password');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();
    await expect(page.getByText('Mail is not configured')).toHaveCount(0);
    await screenshotAtBothWidths(page, 'forgot-password-sent');

    const mail = await mailTo(owner.email, 10_000, 'Choose a new Podpie password');
    const link = /http:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(String(link));
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByLabel('Verify password').fill('a brand new password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(toast(page, 'Your password has been changed. Please sign in.')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await signInWithForm(page, owner.email, 'a brand new password');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(String(link));
    await page.getByLabel('New password').fill('yet another password');
    await page.getByLabel('Verify password').fill('yet another password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
    expect(PASSWORD).not.toBe('a brand new password');
  });

  test('answers an unknown address the same way and mails nothing', async ({ page }) => {
    const stranger = uniqueEmail('stranger');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(stranger);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();
    await expect(mailTo(stranger, 1500)).rejects.toThrow();
  });
});
