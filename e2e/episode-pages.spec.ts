import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { EPISODE_SHOW_PATH, NEWEST_EPISODE } from './fakes/episode-files.ts';
import { FAKE_UPSTREAM_URL } from './fakes/upstream-config.ts';
import {
  type Account,
  createAccount,
  createProject,
  openSignedIn,
  screenshot,
  screenshotAtBothWidths,
} from './support.ts';

// A listener on a phone opens the newest episode from a published page, plays from a chapter,
// and the same episode page without JavaScript still has its player, chapters and transcript.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial' });

let slug = '';
let episodePath = '';
let owner: Account;
let projectId = 0;

const SPOTIFY_SHOW = 'https://open.spotify.com/show/engine-room';
// A phone's browser as listeners have it: Chromium's headless agent is (rightly) counted as a bot.
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

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
  owner = await createAccount(request, 'episode-pages');
  const project = await createProject(request, owner);
  projectId = project.id;
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
      {
        id: -3,
        main_type: 'PODCAST-NETWORK',
        name: 'SPOTIFY',
        icon_group: 'podcasts',
        sort_order: 3,
        link_value: SPOTIFY_SHOW,
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

test('a listener says go/spotify on air; the owner sees the view and the click per episode', async ({
  browser,
  page,
  request,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    userAgent: ANDROID_CHROME,
  });
  await keepOffline(context);
  const listener = await context.newPage();
  try {
    const viewSent = listener.waitForResponse((answer) =>
      answer.url().endsWith('/api/v1/page-events'),
    );
    await listener.goto(episodePath);
    expect((await viewSent).status()).toBe(204);

    // Said on air and typed in: the redirect itself (a browser would leave the machine after it).
    const said = await listener.request.get(`${episodePath}/go/spotify`, {
      maxRedirects: 0,
      headers: { 'user-agent': ANDROID_CHROME },
    });
    expect(said.status()).toBe(302);
    expect(said.headers().location).toBe(SPOTIFY_SHOW);
  } finally {
    await context.close();
  }

  // Events are written in batches within a couple of seconds.
  const today = new Date().toISOString().slice(0, 10);
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/v1/projects/${projectId}/analytics?from=${today}&to=${today}`,
          { headers: owner.headers },
        );
        const report = (await answer.json()) as { episodes: { clicks: number }[] };
        return report.episodes[0]?.clicks ?? 0;
      },
      { timeout: 15_000 },
    )
    .toBe(1);

  await openSignedIn(page, owner, `/projects/${projectId}/analytics`);
  const episodes = page.locator('.analytics-episodes');
  const row = episodes.getByRole('row').filter({ hasText: NEWEST_EPISODE });
  await expect(row).toBeVisible({ timeout: 20_000 });
  // Views, app clicks, and the app chosen.
  await expect(row.getByRole('cell')).toHaveText([NEWEST_EPISODE, '1', '1', 'Spotify 1']);
});

test('the owner shares the episode from the dashboard’s QR settings, by keyboard', async ({
  page,
}) => {
  await keepOffline(page.context());
  await openSignedIn(page, owner);
  const card = page.locator('article').filter({ hasText: slug });
  const qr = card.locator('section.qr-settings');
  await qr.getByRole('radio', { name: 'The page' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(qr.getByRole('radio', { name: 'An episode' })).toBeChecked();

  // The newest episode is chosen first: its address, and its code drawn by the server.
  const address = new URL(episodePath, page.url()).href;
  await expect(qr.getByRole('link', { name: address })).toBeVisible();
  const code = qr.getByRole('img', { name: `QR code for ${address}` });
  await expect(code).toHaveAttribute('src', `${address}/qr.png`);
  await expect
    .poll(() => code.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(qr.getByRole('link', { name: /Download SVG/ })).toHaveAttribute(
    'href',
    `${address}/qr.svg`,
  );
  const svg = await page.request.get(`${address}/qr.svg`);
  expect(svg.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');

  // Another episode, chosen with the keyboard.
  await qr.getByRole('combobox', { name: 'Episode' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(qr.getByRole('link', { name: address })).toHaveCount(0);
  await expect(code).toHaveCount(0);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await qr.scrollIntoViewIfNeeded();
    await qr.screenshot({ path: `test-results/episode-qr-${width}.png` });
  }
  await screenshotAtBothWidths(page, 'dashboard-episode-qr');
});

test('the owner copies an episode’s address from the dashboard card', async ({ page, context }) => {
  await keepOffline(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, owner);
  const card = page.locator('article').filter({ hasText: slug });
  const share = card.getByRole('button', { name: /Share an episode/ });
  const address = new URL(episodePath, page.url()).href;

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await share.scrollIntoViewIfNeeded();
    await share.click();
    const newest = page.getByRole('menuitem', { name: new RegExp(NEWEST_EPISODE) });
    await expect(newest).toBeVisible();
    await screenshot(page, `dashboard-episode-share-${size.width}`);
    await newest.click();
    await expect(newest).toBeHidden();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await page.evaluate(() => navigator.clipboard.writeText(''));
  }
});
