import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import {
  fakeShow,
  freshEmail,
  pickWithKeyboard,
  searchFor,
  signUp,
} from './fakes/quickstart-steps.ts';
import { answerAddressStep, screenshotAtBothWidths } from './support.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

test('a starter page: five apps in device order, More apps on Podpie, tips, a trailer player', async ({
  page,
  browser,
}) => {
  const show = fakeShow('pie-fund');
  await signUp(page, freshEmail('listen'));
  await page.goto('/quickstart');
  await searchFor(page, show.trackName);
  await pickWithKeyboard(page, show.trackName);
  await expect(page).toHaveURL(/\/projects\/\d+$/, { timeout: 30_000 });
  // The quick start publishes the new page at once; its address is shown once the owner chose it.
  await page.getByRole('button', { name: 'Publish' }).click();
  await answerAddressStep(page);
  await expect(page.getByText('Your page is live at')).toBeVisible({ timeout: 30_000 });
  const shortLink = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ });
  const address = new URL((await shortLink.textContent()) ?? '').pathname;

  // The owner's preview draws the same strip as the published page.
  // (Directories still without a link follow it, dimmed: the owner is asked for them.)
  await expect(page.locator('.pp-editor .pp-strip [data-pie-id]:not(.pp-dim) a')).toHaveCount(5);
  await expect(page.locator('.pp-editor .pp-more')).toHaveText('More apps');
  await screenshotAtBothWidths(page, 'editor');

  // Visitors on phones, with scripts off: the order is decided on the server.
  const appsOn = async (userAgent: string) => {
    const context = await browser.newContext({ userAgent, javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(address);
    await expect(visitor.getByRole('link', { name: /Become a patron\s*Patreon/ })).toBeVisible();
    await expect(visitor.getByText('Become a Patreon')).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: /Ko-fi/ })).toBeVisible();
    // The trailer is a small player, not a link to its .mp3.
    await expect(visitor.getByText('Season two trailer')).toBeVisible();
    await expect(visitor.locator('audio[controls][preload="none"]')).toHaveCount(1);
    await expect(visitor.locator('a[href$=".mp3"]')).toHaveCount(0);
    // The host's initials lie under the photo, for a photo that does not load.
    await expect(visitor.locator('.pp-author .pp-ph')).toContainText('AB');
    // Five app icons, each named for its app, then "More apps".
    const strip = visitor.locator('.pp-strip a');
    await expect(strip).toHaveCount(5);
    const apps = await strip.evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-label') ?? ''),
    );
    for (const name of apps) await expect(visitor.getByRole('link', { name })).toHaveCount(1);
    // Apple Podcasts is linked once: no "Listen on" badge repeats the strip.
    await expect(visitor.locator('a[href*="podcasts.apple.com"]')).toHaveCount(
      apps.includes('Apple Podcasts') ? 1 : 0,
    );
    await screenshotAtBothWidths(visitor, `listen-${apps[0]}`);
    // "More apps" opens the full list here, on Podpie, in the same order.
    await visitor.getByRole('link', { name: 'More apps' }).click();
    await expect(visitor).toHaveURL(new RegExp(`${address}/apps$`));
    const all = await visitor.locator('.pp-apps a').allTextContents();
    expect(all.slice(0, 5)).toEqual(apps);
    expect(all.length).toBeGreaterThan(5);
    await screenshotAtBothWidths(visitor, `all-apps-${apps[0]}`);
    await visitor.getByRole('link', { name: 'Back to the page' }).click();
    await expect(visitor).toHaveURL(new RegExp(`${address}$`));
    await context.close();
    return { apps, all };
  };
  const iphone = await appsOn(IPHONE);
  expect(iphone.apps[0]).toBe('Apple Podcasts');
  expect(iphone.all).not.toContain('Podcast Addict');
  const android = await appsOn(ANDROID);
  expect(android.apps).not.toContain('Apple Podcasts');
  expect(android.all).toContain('Podcast Addict');
  expect(android.all.indexOf('Apple Podcasts')).toBeGreaterThan(
    android.all.indexOf('Podcast Addict'),
  );
});

test('the starter page and its list of apps pass axe-core, a host photo that fails included', async ({
  page,
  browser,
}) => {
  const show = fakeShow('pie-fund');
  await signUp(page, freshEmail('listen-axe'));
  await page.goto('/quickstart');
  await searchFor(page, show.trackName);
  await pickWithKeyboard(page, show.trackName);
  await expect(page).toHaveURL(/\/projects\/\d+$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await answerAddressStep(page);
  await expect(page.getByText('Your page is live at')).toBeVisible({ timeout: 30_000 });
  const shortLink = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ });
  const address = new URL((await shortLink.textContent()) ?? '').pathname;

  // Only the audit needs its script let in; the pages' own policies allow none.
  const context = await browser.newContext({ userAgent: IPHONE, bypassCSP: true });
  // The host's photo does not load: the initials show instead.
  await context.route(`**/art/${show.slug}.png`, (route) => route.abort());
  const visitor = await context.newPage();
  await visitor.goto(address);
  await expect(visitor.locator('.pp-strip a')).toHaveCount(5);
  expect(await axeViolations(visitor)).toEqual([]);
  await expect(visitor.locator('.pp-author .pp-ph')).toHaveText('AB');
  await screenshotAtBothWidths(visitor, 'no-host-photo');
  await visitor.goto(`${address}/apps`);
  expect(await axeViolations(visitor)).toEqual([]);
  await context.close();
});
