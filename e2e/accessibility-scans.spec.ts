import { expect, type Page, test } from '@playwright/test';
import { samplePage, withTempIds } from '../apps/server/src/test/sample-page.ts';
import { axeViolations } from './axe.ts';
import { FAKE_UPSTREAM_URL } from './fakes/upstream-config.ts';
import { type Account, createAccount, createProject, openSignedIn } from './support.ts';

// axe-core over the three places an owner and a listener meet: the editor with a full page and
// a block's form open, the dashboard with a project, and the published page, in en and cn.

const LANGUAGE_KEY = 'podpie.language';

test.use({ bypassCSP: true, reducedMotion: 'reduce' });

/** Keeps the journey on the machine: pictures and players from the internet are refused. */
async function keepOffline(page: Page): Promise<void> {
  await page.context().route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
}

async function ownerWithPage(
  page: Page,
  language: 'en' | 'cn',
): Promise<{ account: Account; id: number; slug: string }> {
  const account = await createAccount(page.request, `axe-${language}`);
  const project = await createProject(page.request, account, { language });
  const published = await page.request.post(`/api/v1/projects/${project.id}/pies/sync`, {
    headers: account.headers,
    data: withTempIds(samplePage({ feedUrl: `${FAKE_UPSTREAM_URL}/feeds/pie-talk.xml` })),
  });
  expect(published.status(), await published.text()).toBe(200);
  await keepOffline(page);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LANGUAGE_KEY,
    language,
  ] as const);
  return { account, id: project.id, slug: project.slug };
}

for (const language of ['en', 'cn'] as const) {
  test.describe(`in ${language}`, () => {
    test('the editor with its blocks and an open form has no axe violation', async ({ page }) => {
      const owner = await ownerWithPage(page, language);
      await openSignedIn(page, owner.account, `/projects/${owner.id}`);
      const preview = page.locator('.pp-editor');
      await expect(preview.getByRole('heading', { name: 'About the show' })).toBeVisible({
        timeout: 30_000,
      });
      const editing = await axeViolations(page);

      await preview.getByRole('heading', { name: 'About the show' }).click();
      await expect(page.getByRole('dialog').getByRole('button').first()).toBeVisible({
        timeout: 30_000,
      });
      // Colours are measured once the dialog has finished fading in.
      await expect(
        page.locator('.ant-modal[class*="-appear"], .ant-modal[class*="-enter"]'),
      ).toHaveCount(0);
      const withForm = await axeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      // The page's colours: theme, colour and gradient swatches.
      await page.locator('.editor-header').getByRole('button').last().click();
      const colours = page.getByRole('dialog');
      await expect(colours.locator('button[aria-pressed]').first()).toBeVisible();
      // As for the form: a theme card's name measured mid-fade reads as too faint.
      await expect(
        page.locator('.ant-modal[class*="-appear"], .ant-modal[class*="-enter"]'),
      ).toHaveCount(0);
      expect({ editing, withForm, withColours: await axeViolations(page) }).toEqual({
        editing: [],
        withForm: [],
        withColours: [],
      });
    });

    test('the dashboard with a project has no axe violation', async ({ page }) => {
      const owner = await ownerWithPage(page, language);
      await openSignedIn(page, owner.account, '/dashboard');
      await expect(page.locator('.ant-card').first()).toBeVisible();
      await expect(page.locator('.project-placeholder')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the published page has no axe violation', async ({ page }) => {
      const owner = await ownerWithPage(page, language);
      await page.goto(`/${owner.slug}`);
      await expect(page.getByRole('heading', { name: 'The Daily Pie', level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
