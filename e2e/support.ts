import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_APP_SECRET } from './e2e-env.ts';
import { mailTo } from './mailbox.ts';

export const PASSWORD = 'correct-horse-42';
/** The app keeps the five auth fields under this localStorage key (apps/web/src/api). */
export const AUTH_STORAGE_KEY = 'podpie.auth';
const AUTH_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;

export type Account = { email: string; password: string; headers: Record<string, string> };

/** A fresh address per journey, so journeys never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

function authHeadersOf(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(AUTH_HEADERS.map((name) => [name, headers[name] ?? '']));
}

/** Signs up through the API (not the screen) and keeps the answer's auth headers. */
export async function createAccount(request: APIRequestContext, label: string): Promise<Account> {
  const email = uniqueEmail(label);
  const answer = await request.post('/api/auth', { data: { email, password: PASSWORD } });
  expect(answer.status(), await answer.text()).toBe(200);
  return { email, password: PASSWORD, headers: authHeadersOf(answer.headers()) };
}

/** The verification link in the mail a new account is sent (issue 33). */
export async function verificationLink(email: string): Promise<string> {
  const mail = await mailTo(email, 10_000, 'Verify your e-mail address');
  const link = /http:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return link;
}

/**
 * A new account whose owner has opened the verification mail, as a journey that connects a
 * mailing service or exports subscribers needs: the link is read from the journeys' SMTP sink and
 * opened through the same call as the /verify-email screen makes.
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  label: string,
): Promise<Account> {
  const account = await createAccount(request, label);
  const token = new URL(await verificationLink(account.email)).searchParams.get('token');
  const answer = await request.post('/api/auth/email/verify', { data: { token } });
  expect(answer.status(), await answer.text()).toBe(200);
  return account;
}

export type CreatedProject = { id: number; slug: string; short_link: string; title: string | null };

/**
 * Creates a project for the account through the API, as the editor would: the editor creates a
 * project once its owner has answered "Choose your page's address", so its later publishes do
 * not ask (a random address unless `body` brings a slug).
 */
export async function createProject(
  request: APIRequestContext,
  account: Account,
  body: Record<string, unknown> = {},
): Promise<CreatedProject> {
  // The journeys read English labels, and an API call without Accept-Language gets cn pages.
  const data = { language: 'en', address_chosen: true, ...body };
  const answer = await request.post('/api/v1/projects', { headers: account.headers, data });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: CreatedProject }).data;
}

/** An invite link as `npm run invite` prints it, made through the server's invite call. */
export async function createInvite(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/auth/invites', {
    headers: { authorization: `Bearer ${E2E_APP_SECRET}` },
    data: { email },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { link: string }).link;
}

/** Places the account's credentials where the app keeps them, without opening an app screen. */
export async function storeSignIn(page: Page, account: Account) {
  // A same-origin file, not an app screen: the app would start a token check of its own, which
  // the next navigation cuts short.
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify(account.headers),
  ] as const);
}

/**
 * Holds back the answers to requests for `url` (except those `letThrough` names) until the
 * returned function is called: what a screen shows while they are on their way.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  letThrough: (address: string) => boolean = () => false,
): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (!letThrough(route.request().url())) await held;
    await route.continue();
  });
  return release;
}

/** Opens the app already signed in as the account (credentials placed where the app keeps them). */
export async function openSignedIn(page: Page, account: Account, path = '/dashboard') {
  await storeSignIn(page, account);
  await page.goto(path);
  await appHasTakenOver(page);
}

/**
 * Waits until the app draws the screen itself. The dashboard's frame, drawn at build time, holds
 * inert copies of its controls (the import's file input among them): acting on one of those does
 * nothing. The id is BUILD_FRAME_ID of apps/web/src/shared/build-frame.ts, a module that brings
 * React with it, so it is not imported here.
 */
async function appHasTakenOver(page: Page) {
  await expect(page.locator('#build-frame')).toHaveCount(0);
}

/** Signs in through the sign-in screen. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The toast with this title (notices appear 0.5 s after being raised). */
export function toast(page: Page, title: string | RegExp) {
  return page.locator('.ant-notification-notice').filter({ hasText: title });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Publishes the project's (empty) block list through the API, so its link and QR code go live. */
export async function publishProject(
  request: APIRequestContext,
  account: Account,
  project: CreatedProject,
): Promise<CreatedProject> {
  const answer = await request.post(`/api/v1/projects/${project.id}/pies/sync`, {
    headers: account.headers,
    data: [],
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return project;
}

/**
 * Answers the first publish's "Choose your page's address": the address proposed from the show's
 * name once it is checked, or a random one with 'skip'.
 */
export async function answerAddressStep(page: Page, answer: 'proposed' | 'skip' = 'proposed') {
  const dialog = page.getByRole('dialog', { name: "Choose your page's address" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  if (answer === 'skip') {
    await dialog.getByRole('button', { name: 'Skip, keep a random address' }).click();
  } else {
    await expect(dialog.getByRole('status')).toHaveText(/Available/);
    await dialog.getByRole('button', { name: 'Publish at this address' }).click();
  }
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** Where review screenshots go: journeys take none unless E2E_SHOTS_DIR names a folder. */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** The viewport as it is now, for review. */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, ...options });
}

/**
 * The whole page at phone (390) and desktop (1280) width, for review, then the viewport as it
 * was. The viewport is made as tall as the page, since a fixed background is drawn to it.
 */
export async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await twoFrames(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.max(900, height) });
    await twoFrames(page);
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png` });
  }
  if (size) await page.setViewportSize(size);
}
