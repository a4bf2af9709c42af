import { writeFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  fakeShow,
  freshEmail,
  pickWithKeyboard,
  searchFor,
  signUp,
} from './fakes/quickstart-steps.ts';
import { comparePngs } from './pixel-diff.ts';
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

const PHONE = { width: 390, height: 844 };

/**
 * What the editor draws over and into its preview to help the owner, which listeners never see:
 * its header, publish bar, undo offer and add-a-block bar, the blocks' drag grips, and the blocks
 * the public page leaves out (dimmed and flagged in the preview: a directory without a link, a
 * badge already in Listen, a hidden or scheduled block), with a row left empty by them.
 */
const EDITOR_AIDS =
  '.editor-header,.editor-publish-area,.editor-undo-offer,.editor-add-area,.drag-handle' +
  '{visibility:hidden!important}' +
  '.pp-slot:has(>.pp-dim),.pp-dim{display:none!important}' +
  '.pp-grid:not(:has(>.pp-ed:not(.pp-dim),>.pp-slot>.pp-ed:not(.pp-dim))){display:none!important}';

/**
 * The page element at 390 px wide, whole: the viewport is made as tall as the document first, so
 * a background drawn to the viewport covers all of it. `hide` is CSS added only for the picture.
 */
async function pagePicture(page: Page, root: Locator, hide?: string): Promise<Buffer> {
  await page.setViewportSize(PHONE);
  const style = hide ? await page.addStyleTag({ content: hide }) : null;
  await page.evaluate(() => document.fonts.ready).catch(() => undefined);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: PHONE.width, height: Math.max(PHONE.height, height) });
  // Whole pixel rows only: an element that starts or ends at a fraction of a pixel has its edge
  // row blended with what lies beyond it, which differs between the editor and the public page.
  const box = await root.boundingBox();
  if (!box) throw new Error('the page is not drawn');
  const picture = await page.screenshot({
    clip: { x: box.x, y: Math.ceil(box.y), width: box.width, height: Math.floor(box.height) - 1 },
    animations: 'disabled',
    caret: 'hide',
  });
  await style?.evaluate((element) => element.parentNode?.removeChild(element));
  await page.setViewportSize(PHONE);
  return picture;
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
}, testInfo) => {
  // A whole quick start, a publish and four pictures compared pixel by pixel.
  test.setTimeout(180_000);
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
  // The preview draws its app marks from the build's icon sprite, a cached asset, not from path
  // data in the editor's scripts; the pixel comparison below shows they match the public page's.
  const mark = preview.locator('svg.pp-i use').first();
  await expect(mark).toHaveAttribute('href', /^\/assets\/icons-[0-9a-f]+\.svg#i\d+$/);
  const sprite = await page.request.get((await mark.getAttribute('href'))?.split('#')[0] ?? '');
  expect(sprite.headers()['content-type']).toContain('image/svg+xml');
  expect(sprite.headers()['cache-control']).toContain('immutable');
  // It shows as the theme it took its shapes from, in the artwork's colours: not "customised".
  let design = await openDesign(page);
  await expect(
    design.getByText('From the theme Sunset, in the colours of your artwork'),
  ).toBeVisible();
  await expect(design.getByText('customised')).toHaveCount(0);
  await screenshot(page, 'design-panel-starter-1280');

  // Another designed theme shows in the preview at once.
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

  // The same at the pixel: the editor's preview and the public page at 390 px, JavaScript on and
  // off, each as tall as it is, compared pixel by pixel.
  await page.keyboard.press('Escape');
  const previewed390 = await pagePicture(page, preview, EDITOR_AIDS);
  await writeFile(testInfo.outputPath('preview-390.png'), previewed390);
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
    const listener = await context.newPage();
    await listener.goto(address);
    const published = await pagePicture(listener, listener.locator('.pp'));
    const name = `public-390-${javaScriptEnabled ? 'js' : 'no-js'}`;
    await writeFile(testInfo.outputPath(`${name}.png`), published);
    const diff = comparePngs(previewed390, published);
    await writeFile(testInfo.outputPath(`${name}-diff.png`), diff.marked);
    // A few antialiased text edges may differ; a colour, a font, a shape or a moved block would
    // change thousands of pixels.
    expect(
      diff.share,
      `${diff.differing} of ${diff.width}x${diff.height} pixels differ`,
    ).toBeLessThan(0.0015);
    await context.close();
  }
});
