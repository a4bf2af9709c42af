import { mkdirSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { samplePage, withTempIds } from '../apps/server/src/test/sample-page.ts';
import { axeViolations } from './axe.ts';
import { FAKE_UPSTREAM_URL } from './fakes/upstream-config.ts';
import { type Account, createAccount, createProject } from './support.ts';

// A published page as a listener on a phone meets it: every block type, the real server's HTML
// and Content-Security-Policy, in Chromium at 390 x 844.

const PHONE = { width: 390, height: 844 };
const SCREENSHOT = 'test-results/public-page-phone.png';
const SUCCESS = 'Thanks for subscribing, see you Friday!';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial' });

/** A small square picture in one colour, standing in for artwork from the internet. */
function picture(red: number, green: number, blue: number): Buffer {
  const png = new PNG({ width: 96, height: 96 });
  for (let at = 0; at < png.data.length; at += 4) {
    png.data[at] = red;
    png.data[at + 1] = green;
    png.data[at + 2] = blue;
    png.data[at + 3] = 255;
  }
  return PNG.sync.write(png);
}

const PICTURES: Record<string, Buffer> = {
  art: picture(229, 115, 60),
  host: picture(90, 140, 200),
  shop: picture(120, 180, 90),
  live: picture(60, 60, 110),
  book: picture(200, 170, 80),
};

/** The journey never leaves the machine: pictures and the video player are answered here. */
async function keepOffline(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'img.example.com') {
      const name = url.pathname.replace(/^\/|\.\w+$/g, '');
      return route.fulfill({ contentType: 'image/png', body: PICTURES[name] ?? PICTURES.art });
    }
    if (url.hostname === 'www.youtube-nocookie.com') {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!DOCTYPE html><title>Player</title><body style="margin:0;background:#000;color:#fff;font:14px sans-serif;display:grid;place-items:center;height:100vh">Video player</body>',
      });
    }
    return route.abort();
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The shared sample page, its feeds at the fake upstream and its countdown ticking now. */
function everyBlock() {
  return withTempIds(
    samplePage({
      // The fake upstream on 127.0.0.1: the background feed refresh never leaves the machine.
      feedUrl: `${FAKE_UPSTREAM_URL}/feeds/pie-talk.xml`,
      countdown: { from: inDays(-1), to: inDays(2.3) },
      successMessage: SUCCESS,
    }),
  );
}

let slug = '';
let owner: Account;

test.beforeAll(async ({ request }) => {
  owner = await createAccount(request, 'public-page');
  const project = await createProject(request, owner, {
    background_type: 'LINEAR-GRADIENT',
    gradient_color_from: '#3a1c71',
    gradient_color_to: '#1f2b4a',
    degree: 160,
  });
  const published = await request.post(`/api/v1/projects/${project.id}/pies/sync`, {
    headers: owner.headers,
    data: everyBlock(),
  });
  expect(published.status(), await published.text()).toBe(200);
  slug = project.slug;
});

/**
 * Opens the page and answers the list of what its Content-Security-Policy refused, which stays
 * empty when the policy allows exactly what the page uses.
 */
async function openPage(page: Page, path = `/${slug}`): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await keepOffline(page.context());
  const answer = await page.goto(path);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'The Daily Pie', level: 1 })).toBeVisible();
  return refused;
}

test('the page passes axe-core with no violations and is captured at phone width', async ({
  browser,
}, testInfo) => {
  // Only the audit needs its script let in; the page's own policy is tested below.
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  try {
    await openPage(page);
    expect(await axeViolations(page)).toEqual([]);

    // The page background is fixed to the viewport, so the whole page is drawn in one viewport
    // as tall as the page (a stitched full-page capture would leave it behind after one screen).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: PHONE.width, height });
    await page.waitForLoadState('networkidle');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    await testInfo.attach('public-page-phone', { path: SCREENSHOT, contentType: 'image/png' });
  } finally {
    await context.close();
  }
});

test('the countdown ticks', async ({ page }) => {
  const refused = await openPage(page);
  const seconds = page.locator('[data-pp-part]').nth(3);
  const before = (await seconds.textContent()) ?? '';
  // Within a few seconds rather than after exactly 1.2: a loaded CI machine once read the same
  // second twice that far apart.
  await expect(seconds).not.toHaveText(before, { timeout: 5_000 });
  await expect(page.getByText('DAYS')).toBeVisible();
  expect(refused).toEqual([]);
});

test('a tap on the video starts its player in place, allowed by the page policy', async ({
  page,
}) => {
  const refused = await openPage(page);
  // Until tapped, the page loads no player: a phone spends nothing on a video nobody starts.
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('link', { name: 'Play video: Trailer' }).click();
  const player = page.frameLocator('iframe[title="Trailer"]');
  await expect(player.getByText('Video player')).toBeVisible();
  expect(page.url()).toContain(`/${slug}`);
  expect(refused).toEqual([]);
});

test('signing up with JavaScript shows the success message without leaving the page', async ({
  page,
}) => {
  const refused = await openPage(page);
  await page.evaluate(() => {
    (window as unknown as { stayedHere: boolean }).stayedHere = true;
  });
  const form = page.locator('form[data-pp-subscribe]');
  await form.getByLabel('Email address').fill('listener.js@example.com');
  await form.getByRole('button', { name: 'Click to Subscribe' }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(form.getByLabel('Email address')).toBeHidden();
  expect(page.url()).toMatch(new RegExp(`/${slug}$`));
  expect(
    await page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere),
  ).toBe(true);
  expect(refused).toEqual([]);
});

test('signing up without JavaScript answers a page with the success message', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await openPage(page);
    await expect(page.getByText(SUCCESS)).toBeHidden();
    await page.getByLabel('Email address').fill('listener.nojs@example.com');
    await page.getByRole('button', { name: 'Click to Subscribe' }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}/subscribe$`));
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  } finally {
    await context.close();
  }
});
