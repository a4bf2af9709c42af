import { expect, type Page, test } from '@playwright/test';
import { FAKE_UPSTREAM_URL } from './fakes/upstream-config.ts';
import {
  answerAddressStep,
  createAccount,
  openSignedIn,
  screenshotAtBothWidths,
  toast,
} from './support.ts';

// An owner with a Linktree brings it over: the page is read through the server's guarded client
// (the fake upstream serves a Linktree-shaped page), lands in the editor as a draft, and goes
// public only when published.
const preview = (page: Page) => page.locator('.pp-editor');

test.describe('import from a link', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a Linktree page becomes a draft in the editor, then a published page', async ({ page }) => {
    test.setTimeout(180_000);
    const account = await createAccount(page.request, 'link-import');
    await openSignedIn(page, account);
    const action = page.getByRole('button', { name: 'Import from a link' });
    await expect(action).toBeVisible();
    await screenshotAtBothWidths(page, 'link-import-dashboard');

    await action.click();
    const dialog = page.getByRole('dialog', { name: 'Import from a link' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel('Address of your page of links');
    await expect(field).toBeFocused();
    await screenshotAtBothWidths(page, 'link-import-dialog');

    // Not an address: said at the field, nothing asked of the server.
    await field.fill('my links');
    await dialog.getByRole('button', { name: 'Make a draft' }).click();
    await expect(dialog.getByText('Please enter a web address')).toBeVisible();

    // A page that is not there: said in the dialog, and no project appears.
    await field.fill(`${FAKE_UPSTREAM_URL}/bio/nobody`);
    await field.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(/We could not open that page/);
    await screenshotAtBothWidths(page, 'link-import-failed');
    const listed = await page.request.get('/api/v1/projects', { headers: account.headers });
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);

    await field.fill(`${FAKE_UPSTREAM_URL}/bio/pietalk`);
    await dialog.getByRole('button', { name: 'Make a draft' }).click();
    await expect(page).toHaveURL(/\/projects\/\d+$/, { timeout: 30_000 });
    await expect(toast(page, /Your draft is ready/)).toBeVisible();
    await expect(preview(page).getByText('Pie Talk', { exact: true })).toBeVisible();
    await expect(preview(page).getByText('Latest episode: Lattice tops')).toBeVisible();
    await expect(preview(page).getByText('Merch shop')).toBeVisible();
    await screenshotAtBothWidths(page, 'link-import-draft');
    const projectId = Number(new URL(page.url()).pathname.split('/').pop());
    const draft = await page.request.get(`/api/v1/projects/${projectId}`, {
      headers: account.headers,
    });
    const { data } = (await draft.json()) as { data: { slug: string; pies_updated_at: null } };
    expect(data.pies_updated_at).toBeNull();
    expect((await page.request.get(`/${data.slug}`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await answerAddressStep(page, 'skip');
    const live = await page.request.get(`/${data.slug}`);
    expect(live.status()).toBe(200);
    await page.goto(`/${data.slug}`);
    await expect(page.getByRole('heading', { name: 'Pie Talk' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Latest episode: Lattice tops' })).toHaveAttribute(
      'href',
      'https://pietalk.example/latest',
    );
    await expect(page.getByRole('link', { name: 'Merch shop' })).toBeVisible();
    await expect(page.locator('a[href="https://instagram.com/pietalk"]')).toHaveCount(1);
    await expect(page.locator('.pp-art')).toHaveAttribute('src', /\/uploads\//);
  });
});
