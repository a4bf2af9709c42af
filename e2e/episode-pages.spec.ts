import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { EPISODE_SHOW_PATH, NEWEST_EPISODE } from './fakes/episode-files.ts';
import { FAKE_UPSTREAM_URL } from './fakes/upstream-config.ts';
import { createAccount, createProject } from './support.ts';

// A listener on a phone opens the newest episode from a published page, plays from a chapter,
// and the same episode page without JavaScript still has its player, chapters and transcript.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial' });

let slug = '';
let episodePath = '';

/** Artwork and links on other hosts are never fetched: the journey stays on the machine. */
async function keepOffline(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
}

/** The page as the feed refresh leaves it: reloaded until its feed block lists the episodes. */
async function openWhenFed(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await ready(page);
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

test.beforeAll(async ({ request }) => {
  const owner = await createAccount(request, 'episode-pages');
  const project = await createProject(request, owner);
  const published = await request.post(`/api/v1/projects/${project.id}/pies/sync`, {
    headers: owner.headers,
    data: [
      { id: -1, main_type: 'HEADER-TITLE', sort_order: 1, title: 'The Engine Room' },
      {
        id: -2,
        main_type: 'PODCAST-FEED',
        sub_type: 'THUMBNAIL',
        sort_order: 2,
        value: '3',
        link_value: `${FAKE_UPSTREAM_URL}${EPISODE_SHOW_PATH}`,
      },
    ],
  });
  expect(published.status(), await published.text()).toBe(200);
  slug = project.slug;
});

test('open the newest episode from the page and play from a chapter', async ({ page }) => {
  await keepOffline(page.context());
  await openWhenFed(page, `/${slug}`, async (p) => {
    await expect(p.getByRole('link', { name: new RegExp(NEWEST_EPISODE) })).toBeVisible({
      timeout: 1_000,
    });
  });
  await page.getByRole('link', { name: new RegExp(NEWEST_EPISODE) }).click();
  await expect(page.getByRole('heading', { level: 1, name: NEWEST_EPISODE })).toBeVisible();
  episodePath = new URL(page.url()).pathname;
  expect(episodePath).toMatch(new RegExp(`^/${slug}/interview-with-ada-[0-9a-z]{6}$`));

  // Chapters and transcript are read by the same refresh; the page shows them once read.
  await openWhenFed(page, episodePath, async (p) => {
    await expect(p.getByRole('heading', { name: 'Chapters' })).toBeVisible({ timeout: 1_000 });
  });
  await expect(page.locator('audio#pp-player')).toHaveAttribute('preload', 'none');
  await expect(
    page.getByText(/Ada Lovelace: Thank you for having me. The engine weaves/),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/episode-page-390.png', fullPage: true });
  // The page's background is fixed, so a full-page capture leaves it out past the first screen.
  await page.getByRole('heading', { name: 'Transcript' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/episode-page-390-transcript.png' });

  await page.getByRole('link', { name: 'Play from 1:30' }).first().click();
  await expect
    .poll(() =>
      page.locator('audio#pp-player').evaluate((audio: HTMLAudioElement) => audio.currentTime),
    )
    .toBeGreaterThanOrEqual(90);
  expect(new URL(page.url()).hash).toBe('#t=90');
});

test('without JavaScript the episode page has its player, chapters and transcript', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  await keepOffline(context);
  const page = await context.newPage();
  try {
    await page.goto(episodePath);
    await expect(page.locator('audio#pp-player[controls]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chapters' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible();
    await expect(page.getByText('Jane Host: Welcome back to the Engine Room.')).toBeVisible();
    // A time without JavaScript opens the page again, its player starting there.
    await page.getByRole('link', { name: 'Play from 0:30' }).first().click();
    await expect(page.getByText('Starts at 0:30')).toBeVisible();
    await expect(page.locator('audio#pp-player')).toHaveAttribute('src', /\.wav#t=30$/);
  } finally {
    await context.close();
  }
});

test('the episode page at desktop width', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  await keepOffline(context);
  const page = await context.newPage();
  try {
    await page.goto(episodePath);
    await expect(page.getByRole('heading', { level: 1, name: NEWEST_EPISODE })).toBeVisible();
    await page.screenshot({ path: 'test-results/episode-page-1280.png', fullPage: true });
  } finally {
    await context.close();
  }
});
