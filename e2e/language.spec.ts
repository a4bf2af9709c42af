import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn } from './support.ts';

test('switching to tw on the sign-in screen translates it and is remembered', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Language').selectOption('tw');
  await expect(page.getByRole('heading', { name: '登入', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await page.reload();
  await expect(page.getByRole('heading', { name: '登入', level: 1 })).toBeVisible();

  // Messages follow the language too.
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByText('請輸入你的電子郵件！')).toBeVisible();
});

test('the sidebar switch translates the signed-in screens', async ({ page, request }) => {
  const account = await createAccount(request, 'language');
  await openSignedIn(page, account);
  await page.getByLabel('Language').selectOption('tw');
  await expect(page.getByRole('menuitem', { name: '首頁' })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ 新增專案' })).toBeVisible();
});

test('a browser that asks for Traditional Chinese gets tw first', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-TW' });
  const page = await context.newPage();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: '登入', level: 1 })).toBeVisible();
  await context.close();
});
