import { expect, test } from '@playwright/test';
import {
  createAccount,
  createProject,
  createVerifiedAccount,
  openSignedIn,
  screenshotAtBothWidths,
  toast,
} from './support.ts';

// antd spaces out a two-character CJK button label ("儲 存"), hence the patterns below.

/**
 * Validation messages come from core's schemas as translation keys, so a reader of cn or tw
 * reads them in their language: in a block modal, in a dashboard form, and in a server refusal.
 */

test.describe('in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('a bad link in a block modal is explained in Chinese', async ({ page }) => {
    const account = await createAccount(page.request, 'cn-link');
    await openSignedIn(page, account, '/projects');
    await page.getByRole('button', { name: '添加区块' }).click();
    await page.getByRole('menuitem', { name: '按钮或链接' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: '链接' }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: /^完\s?成$/ }).click();
    await expect(
      dialog.getByText('请输入有效的链接（http、https、mailto 或 tel）。'),
    ).toBeVisible();
    await expect(dialog.getByText('Please enter a valid link')).toHaveCount(0);
    await screenshotAtBothWidths(page, 'cn-link-modal');
  });

  test('a mailing service answers by key, so its message reads in Chinese', async ({ page }) => {
    const account = await createVerifiedAccount(page.request, 'cn-mailing');
    await openSignedIn(page, account, '/integrations');
    await page.getByRole('button', { name: '添加新集成' }).click();
    await page.getByRole('menuitem', { name: /Podpie 列表/ }).click();
    await expect(toast(page, '成功')).toContainText('你的 Podpie 列表已就绪。');
    await expect(toast(page, '成功')).not.toContainText('Your Podpie list is ready.');
  });
});

test.describe('in Traditional Chinese', () => {
  test.use({ locale: 'zh-TW' });

  test('a bad alias on the dashboard is explained in Chinese, by the form and by the server', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'tw-alias');
    const taken = await createProject(request, account);
    const project = await createProject(request, account);
    await openSignedIn(page, account);
    const projectCard = page.locator('.project-card').filter({ hasText: `/${project.slug}` });
    const alias = projectCard.getByLabel('連結別名');

    await alias.fill('bad slug!');
    await projectCard
      .getByRole('button', { name: /^儲\s?存$/ })
      .first()
      .click();
    await expect(projectCard.getByText('連結別名不能包含特殊字元')).toBeVisible();
    await alias.fill('dashboard');
    await expect(projectCard.getByText('連結別名 dashboard 已被保留，請換一個。')).toBeVisible();
    await screenshotAtBothWidths(page, 'tw-alias-form');

    // The server's refusal is worded by its code, not by its English text.
    await alias.fill(taken.slug);
    await projectCard
      .getByRole('button', { name: /^儲\s?存$/ })
      .first()
      .click();
    await expect(toast(page, '此連結別名已被使用，請換一個。')).toBeVisible();
    await expect(page.getByText('Slug has already been taken')).toHaveCount(0);
  });
});
