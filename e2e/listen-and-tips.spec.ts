import { expect, test } from '@playwright/test';
import {
  fakeShow,
  freshEmail,
  pickWithKeyboard,
  searchFor,
  signUp,
} from './fakes/quickstart-steps.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

test('a show with funding tags gets tip badges and a Listen section in device order', async ({
  page,
  browser,
}) => {
  const show = fakeShow('pie-fund');
  await signUp(page, freshEmail('listen'));
  await page.goto('/quickstart');
  await searchFor(page, show.trackName);
  await pickWithKeyboard(page, show.trackName);
  await expect(page).toHaveURL(/\/projects\/\d+$/, { timeout: 30_000 });
  // The quick start publishes the new page at once.
  await expect(page.getByText('Your page is live at')).toBeVisible({ timeout: 30_000 });
  const shortLink = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ });
  const address = new URL((await shortLink.textContent()) ?? '').pathname;

  // Visitors on phones, with scripts off: the order is decided on the server.
  const appsOn = async (userAgent: string) => {
    const context = await browser.newContext({ userAgent, javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(address);
    await expect(visitor.getByRole('link', { name: /Patreon/ })).toBeVisible();
    await expect(visitor.getByRole('link', { name: /Ko-fi/ })).toBeVisible();
    await expect(visitor.getByText('Season two trailer')).toBeVisible();
    const apps = await visitor.locator('.pp-listen-app').allTextContents();
    if (process.env.E2E_SHOTS_DIR) {
      await visitor.setViewportSize({ width: 390, height: 1400 });
      await visitor.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/listen-${apps[0]}-390.png` });
      await visitor.setViewportSize({ width: 1280, height: 1400 });
      await visitor.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/listen-${apps[0]}-1280.png` });
    }
    await context.close();
    return apps;
  };
  const iphone = await appsOn(IPHONE);
  expect(iphone[0]).toBe('Apple Podcasts');
  expect(iphone).not.toContain('Podcast Addict');
  const android = await appsOn(ANDROID);
  expect(android[0]).not.toBe('Apple Podcasts');
  expect(android).toContain('Podcast Addict');
  expect(android.indexOf('Apple Podcasts')).toBeGreaterThan(android.indexOf('Podcast Addict'));
});
