import { expect, test } from '@playwright/test';
import { fakeShow, feedUrlOf, searchFor } from './fakes/quickstart-steps.ts';

// Owners often have their show's Apple link or feed address at hand rather than its exact name.
test.describe('quick start from a pasted address', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/quickstart');
  });

  test('a pasted RSS feed address leads to the same flow', async ({ page, request }) => {
    const show = fakeShow('pie-talk');
    await searchFor(page, await feedUrlOf(request, show));
    await expect(page.getByRole('option', { selected: true })).toContainText(show.trackName);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/quickstart-project$/);
  });

  test('a pasted Apple Podcasts link finds its show', async ({ page }) => {
    const show = fakeShow('pie-talk-classics');
    await searchFor(page, `https://podcasts.apple.com/us/podcast/${show.slug}/id${show.trackId}`);
    await expect(page.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option', { selected: true })).toContainText(show.trackName);
  });
});
