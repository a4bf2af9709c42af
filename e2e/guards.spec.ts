import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn, pathOf } from './support.ts';

const signedInOnly = [
  '/dashboard',
  '/change-password',
  '/integrations',
  '/projects',
  '/projects/1',
  '/projects/1/settings',
  '/project-setup',
];

test.describe('a signed-out visitor', () => {
  for (const path of signedInOnly) {
    test(`opening ${path} lands on /signin`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/signin$/);
      await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    });
  }

  for (const path of ['/', '/signin', '/signup', '/quickstart', '/beta-user-invite']) {
    test(`may open ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(pathOf(page)).toBe(path);
    });
  }
});

test.describe('a signed-in owner', () => {
  for (const [path, landing] of [
    ['/', '/dashboard'],
    ['/signin', '/dashboard'],
    ['/signup', '/dashboard'],
    ['/quickstart', '/project-setup'],
    ['/change-password', '/change-password'],
    ['/beta-user-invite', '/beta-user-invite'],
  ] as const) {
    test(`opening ${path} lands on ${landing}`, async ({ page, request }) => {
      const account = await createAccount(request, 'guard');
      await openSignedIn(page, account, path);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
    });
  }

  test('a stale token is cleared and the owner is sent to /signin', async ({ page, request }) => {
    const account = await createAccount(request, 'stale');
    await openSignedIn(page, { ...account, headers: { ...account.headers, 'access-token': 'x' } });
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => window.localStorage.getItem('podpie.auth'))).toBeNull();
  });
});
