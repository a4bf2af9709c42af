import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { answerAddressStep, createAccount, openSignedIn } from './support.ts';

/**
 * Reordering blocks with the mouse and with the keyboard, the artwork upload, and the page
 * background set each of the four ways (theme, solid colour, gradient, image), each published and
 * checked on the public page. Refused uploads change nothing.
 */

function squarePng(rgb: [number, number, number], size = 64): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let offset = 0; offset < png.data.length; offset += 4) {
    png.data[offset] = rgb[0];
    png.data[offset + 1] = rgb[1];
    png.data[offset + 2] = rgb[2];
    png.data[offset + 3] = 0xff;
  }
  return PNG.sync.write(png);
}

const preview = (page: Page) => page.locator('.pp-editor');

async function addText(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Block' }).click();
  await page.getByRole('menuitem', { name: 'Subtitle and text' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Subtitle' }).fill(title);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** The titles of the text blocks in the order the preview draws them. */
async function textOrder(scope: Page | Locator): Promise<string[]> {
  const titles = await scope.locator('.pp-text h2').allTextContents();
  return titles.map((title) => title.trim());
}

async function publish(page: Page, firstTime: boolean): Promise<string> {
  // The last publish's notice must be gone, or it would be taken for this one's.
  await expect(page.getByText(/^Project (created|updated) successfully\.$/)).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Publish' }).click();
  const done = page.getByText(
    firstTime ? 'Project created successfully.' : 'Project updated successfully.',
  );
  // White text on the red end of a red-to-blue gradient is below 4.5:1: the owner is warned first.
  const anyway = page.getByRole('button', { name: 'Publish anyway' });
  const address = page.getByRole('dialog', { name: "Choose your page's address" });
  await expect(done.or(anyway).or(address)).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  // The first publish then asks for the page's address.
  if (firstTime) await answerAddressStep(page);
  await expect(done).toBeVisible();
  const link = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ });
  await expect(link).toBeVisible();
  return new URL((await link.textContent()) ?? '').pathname;
}

/** The public page in a tab of its own, so the editor stays as it is. */
async function publicPage(page: Page, path: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(path);
  return tab;
}

const backgroundOf = (page: Page) =>
  page
    .locator('.pp')
    .first()
    .evaluate((root) => getComputedStyle(root).getPropertyValue('--pp-bg'));

/** The public page's background, read again until a just-published change is served. */
function liveBackground(live: Page) {
  return expect.poll(
    async () => {
      await live.reload();
      return backgroundOf(live);
    },
    { timeout: 15_000 },
  );
}

async function openColourSettings(page: Page, panel: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Design' });
  await expect(dialog).toBeVisible();
  const header = dialog.getByRole('button', { name: panel, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  return dialog;
}

async function closeDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test('blocks are reordered with the mouse and the keyboard, and the order is published', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(page.request, 'editor-order');
  await openSignedIn(page, account, '/projects');
  for (const title of ['First', 'Second', 'Third']) await addText(page, title);
  await expect.poll(() => textOrder(preview(page))).toEqual(['First', 'Second', 'Third']);

  // Keyboard: pick "Third" up with Space, move it up with the arrow key, drop it with Space.
  const thirdHandle = page.getByRole('button', { name: 'Move block: Third' });
  for (const expected of [
    ['First', 'Third', 'Second'],
    ['Third', 'First', 'Second'],
  ]) {
    await thirdHandle.focus();
    await page.keyboard.press('Space');
    await expect(thirdHandle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    // dnd-kit tells screen readers where the block is; the move has landed once it does.
    await expect(page.locator('[id^="DndLiveRegion"]').first()).toContainText(
      "Moved 'Third' to position",
    );
    await page.keyboard.press('Space');
    await expect(thirdHandle).not.toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => textOrder(preview(page))).toEqual(expected);
  }

  // Mouse: drag "First" by its grip below "Second".
  const handle = page.getByRole('button', { name: 'Move block: First' });
  const target = preview(page).getByRole('heading', { name: 'Second' });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('blocks are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    const y = from.y + ((to.y + to.height - from.y) * step) / 10;
    await page.mouse.move(from.x + from.width / 2, y);
  }
  await page.mouse.up();
  await expect.poll(() => textOrder(preview(page))).toEqual(['Third', 'Second', 'First']);

  // Undo brings the keyboard order back, redo the mouse one.
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => textOrder(preview(page))).toEqual(['Third', 'First', 'Second']);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect.poll(() => textOrder(preview(page))).toEqual(['Third', 'Second', 'First']);

  const path = await publish(page, true);

  // The QR code of the published page downloads as a PNG that reads back as its address.
  await page.getByRole('button', { name: 'QR code' }).click();
  const qr = page.getByRole('dialog', { name: 'QR code' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    qr.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('my-podcast-qr-code.png');
  const png = PNG.sync.read(readFileSync(await download.path()));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(new URL(decoded?.data ?? 'http://invalid/').pathname).toBe(path);
  await qr.getByRole('button', { name: 'Close' }).click();

  const live = await publicPage(page, path);
  await expect.poll(() => textOrder(live)).toEqual(['Third', 'Second', 'First']);
});

test('the artwork and the background, set each of the four ways, reach the public page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await createAccount(page.request, 'editor-style');
  await openSignedIn(page, account, '/projects');

  await page.getByRole('button', { name: 'Add your title and description' }).click();
  const header = page.getByRole('dialog');
  await header.getByRole('textbox', { name: 'Title' }).fill('Styled Show');
  await header.getByRole('button', { name: 'Done' }).click();

  // Artwork: an upload from the header becomes the page's artwork.
  await page
    .locator('header input[type=file]')
    .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: squarePng([200, 60, 60]) });
  await expect(preview(page).locator('img.pp-art')).toHaveAttribute(
    'src',
    /\/uploads\/.+\.png\?w=240$/,
  );
  let path = await publish(page, true);
  let live = await publicPage(page, path);
  await expect(live.locator('img.pp-art')).toHaveAttribute('src', /\/uploads\/.+\.png\?w=240$/);
  // The scaled copy the page asks for is drawn (made by the server on this first request).
  await expect
    .poll(() => live.locator('img.pp-art').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await live.close();

  // 1. A theme.
  let dialog = await openColourSettings(page, 'Background theme');
  const theme = dialog.locator('button[aria-pressed]:not(.pp-design-card)').first();
  const themeName = (await theme.getAttribute('aria-label')) ?? '';
  await theme.click();
  await expect(dialog.getByRole('button', { name: themeName })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await closeDialog(dialog);
  const themed = await backgroundOf(page);
  path = await publish(page, false);
  live = await publicPage(page, path);
  await liveBackground(live).toBe(themed);
  await live.close();

  // 2. A solid colour, typed; its text colour follows (white on dark).
  dialog = await openColourSettings(page, 'Solid colour');
  await dialog.getByRole('textbox', { name: 'Solid colour' }).fill('#123456');
  await closeDialog(dialog);
  await publish(page, false);
  live = await publicPage(page, path);
  await liveBackground(live).toContain('#123456');
  await expect(live.getByRole('heading', { name: 'Styled Show' })).toHaveCSS(
    'color',
    'rgb(255, 255, 255)',
  );
  await live.close();

  // 3. A gradient of two colours at 90 degrees, and a button colour.
  dialog = await openColourSettings(page, 'Gradient');
  await dialog.getByRole('textbox', { name: 'From' }).fill('#ff0000');
  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill('#0000ff');
  await dialog.getByRole('spinbutton', { name: 'Angle' }).fill('90');
  await dialog.getByRole('button', { name: 'Button colour', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Button colour' }).fill('#00aa00');
  await closeDialog(dialog);
  await publish(page, false);
  live = await publicPage(page, path);
  await liveBackground(live).toMatch(/linear-gradient\(90deg,\s*#ff0000,\s*#0000ff\)/);
  await live.close();

  // 4. A background image, darkened by the overlay; then removed again.
  dialog = await openColourSettings(page, 'Background image');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: squarePng([30, 120, 30]) });
  await expect(dialog.getByRole('img', { name: 'Background image' })).toBeVisible();
  await closeDialog(dialog);
  await publish(page, false);
  live = await publicPage(page, path);
  await liveBackground(live).toMatch(/rgba\(0,\s*0,\s*0,\s*0\.7\).*\/uploads\//);
  // A wide screen draws the picture as uploaded, a phone its copy scaled for phones.
  const drawnBackground = () =>
    live
      .locator('.pp')
      .first()
      .evaluate((root) => getComputedStyle(root).backgroundImage);
  await live.setViewportSize({ width: 1280, height: 800 });
  expect(await drawnBackground()).toMatch(/\/uploads\/[^"?]+\.png"\)/);
  await live.setViewportSize({ width: 390, height: 844 });
  expect(await drawnBackground()).toMatch(/\/uploads\/[^"?]+\.png\?w=960"\)/);
  await live.close();

  dialog = await openColourSettings(page, 'Background image');
  await dialog.getByRole('button', { name: 'Remove Background image' }).click();
  await closeDialog(dialog);
  expect(await backgroundOf(page)).not.toContain('/uploads/');
});

test('a text file renamed .png, an oversized image and an SVG with a script are refused', async ({
  page,
}) => {
  const account = await createAccount(page.request, 'editor-uploads');
  await openSignedIn(page, account, '/projects');
  await expect(page.getByRole('button', { name: 'Add Block' })).toBeVisible();
  const input = page.locator('header input[type=file]');
  const refusals = [
    {
      file: { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture\n') },
      reason: 'Please upload a JPEG, PNG, WebP or GIF image.',
    },
    {
      file: {
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([squarePng([1, 2, 3]), Buffer.alloc(10 * 1024 * 1024 + 1)]),
      },
      reason: 'The image is too large: at most 10 MB, please.',
    },
    {
      file: {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
      reason: 'Please upload a JPEG, PNG, WebP or GIF image.',
    },
  ];
  for (const { file, reason } of refusals) {
    await input.setInputFiles(file);
    const notice = page.locator('.ant-notification-notice').filter({ hasText: reason });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The image could not be uploaded.');
    await notice.getByRole('button', { name: /close/i }).click();
  }
  // Nothing became the artwork, and the page has nothing new to publish.
  await expect(preview(page).locator('img.pp-art')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});
