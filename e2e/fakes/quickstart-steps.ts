import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { FAKE_EPISODES, FAKE_SHOWS, type FakeShow, spotifyId } from './podcast-upstream.ts';

/** The fake show a journey picks, by its story. */
export function fakeShow(slug: string): FakeShow {
  const show = FAKE_SHOWS.find((candidate) => candidate.slug === slug);
  if (!show) throw new Error(`no fake show ${slug}`);
  return show;
}

/**
 * The show's feed address as the app sees it. The fake upstream listens on a port chosen at
 * start, so journeys ask the app's own directory search instead of knowing the port.
 */
export async function feedUrlOf(request: APIRequestContext, show: FakeShow): Promise<string> {
  const answer = await request.post('/parser/v1/itunes_podcast', {
    data: { term: show.trackName },
  });
  expect(answer.ok()).toBe(true);
  const body: { results: { trackId: number; feedUrl: string | null }[] } = await answer.json();
  const feedUrl = body.results.find((result) => result.trackId === show.trackId)?.feedUrl;
  if (!feedUrl) throw new Error(`the directory search does not list ${show.trackName}`);
  return feedUrl;
}

export const SOCIAL_USERNAME = 'pietalkshow';

/** A fresh account address per run, so journeys never trip over each other's sign-ups. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const PASSWORD = 'correct horse battery';

/** Types into the quick-start box and waits for the results listbox. */
export async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox');
  await expect(box).toBeVisible();
  await box.fill(text);
}

/** Picks a show from the results with the keyboard, as a keyboard-only owner would. */
export async function pickWithKeyboard(page: Page, name: string): Promise<void> {
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  const selectedName = () =>
    page.getByRole('option', { selected: true }).locator('strong').textContent({ timeout: 1000 });
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await selectedName().catch(() => null)) === name) break;
  }
  expect(await selectedName()).toBe(name);
  await page.keyboard.press('Enter');
}

/** Signs up through /signup and waits for the dashboard. */
export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * What the published page of an imported show must show: its name, where to listen as a strip of
 * five app icons and "More apps" (Apple Podcasts and Spotify among them, once each: no second
 * "Listen on" badge), the social link the owner added and the three newest episodes.
 */
export async function expectImportedPage(page: Page, show: FakeShow): Promise<void> {
  await expect(page.getByRole('heading', { name: show.trackName })).toBeVisible();
  // Directory icons: links the parsing service derives from the Apple id and the feed.
  await expect(page.locator('.pp-strip a')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Overcast' })).toHaveAttribute(
    'href',
    `https://overcast.fm/itunes${show.trackId}`,
  );
  await expect(page.locator(`a[href="https://pca.st/itunes/${show.trackId}"]`)).toHaveCount(1);
  await expect(
    page.locator(`a[href="https://podcasts.apple.com/podcast/id${show.trackId}"]`),
  ).toHaveCount(1);
  await expect(
    page.locator(`a[href="https://open.spotify.com/show/${spotifyId(show)}"]`),
  ).toHaveCount(1);
  await expect(page.getByText('Listen on')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'More apps' })).toBeVisible();
  // The social the owner added while customising.
  await expect(page.locator(`a[href*="instagram.com/${SOCIAL_USERNAME}"]`).first()).toBeVisible();
  // The feed block lists the three newest episodes, and only those. The feed is fetched in the
  // background right after the publish, so a listener may need one reload to see them.
  const newest = page.getByText(FAKE_EPISODES[0] ?? '', { exact: true });
  await expect(async () => {
    if (!(await newest.isVisible())) await page.reload();
    await expect(newest).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  for (const title of FAKE_EPISODES.slice(0, 3)) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(FAKE_EPISODES[3], { exact: true })).toHaveCount(0);
}
