import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, openSignedIn } from './support.ts';

/**
 * The link fetch tells the truth: 'Please wait' appears as the fetch starts, goes as it ends,
 * and a page that cannot be read says which address failed while the owner's text stays.
 */

let pages: Server;
let base = '';
/** Holds the answer of /slow until the journey lets it go. */
let releaseSlow: () => void = () => undefined;

test.beforeAll(async () => {
  pages = createServer((request, response) => {
    if (request.url === '/slow') {
      releaseSlow = () =>
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end('<!doctype html><html><head><title>Slow Bakery</title></head><body></body></html>');
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const address = pages.address();
  if (address === null || typeof address === 'string') throw new Error('no page port');
  base = `http://127.0.0.1:${address.port}`;
});

test.afterAll(async () => {
  pages.closeAllConnections();
  await new Promise<void>((resolve) => pages.close(() => resolve()));
});

async function openLinkModal(page: Page) {
  await page.getByRole('button', { name: 'Add Block' }).click();
  await page.getByRole('menuitem', { name: 'Button or link' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the fetch notice lasts as long as the fetch, and a failed fetch names the address', async ({
  page,
}) => {
  const account = await createAccount(page.request, 'notices');
  await openSignedIn(page, account, '/projects');
  const waiting = page.getByRole('alert').filter({ hasText: 'Please wait' });

  const dialog = await openLinkModal(page);
  const title = dialog.getByRole('textbox', { name: 'Title' });
  await dialog.getByRole('textbox', { name: 'Link' }).fill(`${base}/slow`);
  // The notice is up while the page is still being read, before anything is filled in.
  await expect(waiting).toBeVisible({ timeout: 10_000 });
  await expect(waiting).toContainText(`Fetching data from ${base}/slow`);
  await expect(title).toHaveValue('');
  releaseSlow();
  await expect(title).toHaveValue('Slow Bakery', { timeout: 10_000 });
  // ...and it goes with the fetch, not seconds later.
  await expect(waiting).toBeHidden({ timeout: 1_500 });

  // A page that cannot be read says so, and what the owner typed stays.
  await title.fill('My own title');
  await dialog.getByRole('textbox', { name: 'Link' }).fill(`${base}/missing`);
  await expect(page.getByText(`Unable to fetch data from ${base}/missing`)).toBeVisible({
    timeout: 10_000,
  });
  await expect(waiting).toBeHidden();
  await expect(title).toHaveValue('My own title');
});
