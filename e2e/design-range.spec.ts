import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  fakeShow,
  freshEmail,
  pickWithKeyboard,
  searchFor,
  signUp,
} from './fakes/quickstart-steps.ts';
import { answerAddressStep, screenshot, screenshotAtBothWidths } from './support.ts';

/** What a listener's eye reads off the page: its classes, and how its first button is drawn. */
async function looks(root: Locator) {
  const className = (await root.getAttribute('class')) ?? '';
  const button = root.locator('.pp-more, .pp-btn').first();
  const drawn = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      radius: style.borderTopLeftRadius,
      background: style.backgroundColor,
      color: style.color,
    };
  });
  const title = await root.locator('.pp-title').evaluate((element) => {
    const style = getComputedStyle(element);
    return { font: style.fontFamily, color: style.color };
  });
  return {
    classes: className
      .split(' ')
      .filter((name) => name !== 'pp-editor')
      .join(' '),
    button: drawn,
    title,
  };
}

async function openDesign(page: Page): Promise<Locator> {
  const more = page.getByRole('button', { name: 'More actions' });
  if (await more.isVisible()) {
    await more.click();
    await page.getByRole('menuitem', { name: 'Design' }).click();
  } else {
    await page.getByRole('button', { name: 'Design' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Design' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a quick start in the artwork colours, another theme, a font and a shape, published as previewed', async ({
  page,
  browser,
}) => {
  const show = fakeShow('sunny-side');
  await signUp(page, freshEmail('design'));
  await page.goto('/quickstart');
  await searchFor(page, show.trackName);
  await pickWithKeyboard(page, show.trackName);
  await expect(page).toHaveURL(/\/projects\/\d+$/, { timeout: 30_000 });

  // The page starts in the bright artwork's colours: its yellow behind, its blue on the buttons.
  const preview = page.locator('.pp.pp-editor');
  await expect(preview).toHaveAttribute('style', /--pp-bg: ?#ffd400/);
  await expect(preview).toHaveAttribute('style', /--pp-btn: ?#1d4ed8/);

  // Another designed theme shows in the preview at once.
  let design = await openDesign(page);
  await design.getByRole('button', { name: 'Midnight', exact: true }).click();
  await expect(preview).toHaveAttribute('style', /--pp-btn: ?#38bdf8/);
  await expect(design.getByText('From the theme Midnight')).toBeVisible();
  await expect(design.getByText('customised')).toHaveCount(0);

  // A font and a button shape of the owner's own: the theme is now "customised".
  await design.getByRole('button', { name: 'Font, buttons and layout', exact: true }).click();
  await design.getByRole('combobox', { name: 'Font' }).click();
  await page.locator('.ant-select-dropdown').getByTitle('Playfair Display and DM Sans').click();
  await design
    .locator('.ant-form-item')
    .filter({ hasText: 'Button shape' })
    .getByText('Square', { exact: true })
    .click();
  await expect(preview).toHaveAttribute('style', /--pp-btn-r: ?4px/);
  await expect(preview).toHaveAttribute('style', /Playfair Display/);
  await design.getByRole('button', { name: 'Designed themes', exact: true }).click();
  await expect(design.getByText('customised')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `design-panel-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  design = page.getByRole('dialog', { name: 'Design' });
  await design.getByRole('button', { name: 'Done' }).click();
  const previewed = await looks(preview);
  expect(previewed.button.radius).toBe('4px');
  expect(previewed.title.font).toContain('Playfair Display');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await answerAddressStep(page);
  await expect(page.getByText('Your page is live at')).toBeVisible({ timeout: 30_000 });
  const shortLink = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ });
  const address = new URL((await shortLink.textContent()) ?? '').pathname;

  // The public page is drawn as the preview was, with JavaScript on and off.
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width: 390, height: 844 },
    });
    const listener = await context.newPage();
    await listener.goto(address);
    await listener.evaluate(() => document.fonts.ready).catch(() => undefined);
    const root = listener.locator('.pp');
    expect(await looks(root)).toEqual(previewed);
    const font = await listener.evaluate(() => document.fonts.check('700 16px "Playfair Display"'));
    if (javaScriptEnabled) {
      expect(font).toBe(true);
      await screenshotAtBothWidths(listener, 'design-public-page');
    }
    await context.close();
  }
});
