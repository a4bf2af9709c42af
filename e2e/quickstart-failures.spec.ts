import { expect, test } from '@playwright/test';
import { fakeShow, feedUrlOf, pickWithKeyboard, searchFor } from './fakes/quickstart-steps.ts';

// Every failure leaves the owner a next step: another search, a retry, or going on without.
test.describe('quick start failures', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/quickstart');
    await expect(page.getByRole('heading', { name: 'Find your podcast' })).toBeVisible();
  });

  test('says so when no podcast matches, and searching again works', async ({ page }) => {
    await expect(page.getByText('Start typing to find your show.')).toBeVisible();
    await searchFor(page, 'Zebra Quantum Knitting');
    await expect(page.getByText('No podcast matches "Zebra Quantum Knitting".')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);

    await searchFor(page, 'Pie Talk');
    await expect(page.getByRole('option')).toHaveCount(2);
  });

  test('a dead feed says which address failed and offers another try', async ({
    page,
    request,
  }) => {
    const show = fakeShow('dead-air');
    const feed = await feedUrlOf(request, show);
    await searchFor(page, show.trackName);
    await pickWithKeyboard(page, show.trackName);

    await expect(page.getByText(`Unable to fetch data from ${feed}`)).toBeVisible();
    await expect(page.getByText('Try another one?')).toBeVisible();
    await page.getByRole('button', { name: 'Try another one' }).click();

    // Back on the search, with what was typed still there.
    await expect(page.getByRole('combobox')).toHaveValue(show.trackName);
    await expect(page).toHaveURL(/\/quickstart$/);
  });

  test('artwork that cannot be fetched shows the setup failure, then the owner goes on without it', async ({
    page,
    request,
  }) => {
    const show = fakeShow('broken-art');
    const feed = await feedUrlOf(request, show);
    await searchFor(page, show.trackName);
    await pickWithKeyboard(page, show.trackName);

    await expect(
      page.getByText(
        /^Failed to setup\. {2}Please screenshot the issue, and send your podcast rss feed to \S+@\S+$/,
      ),
    ).toBeVisible();
    await expect(page.getByText(`Podcast RSS feed: ${feed}`)).toBeVisible();

    await page.getByRole('button', { name: 'Continue without artwork' }).click();
    await expect(page).toHaveURL(/\/quickstart-project$/);
  });
});
