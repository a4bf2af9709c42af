import { expect, type Locator, type Page, test } from '@playwright/test';
import { answerAddressStep, createAccount, openSignedIn, screenshot } from './support.ts';

/**
 * The editor tells the truth: font-size selects show what the page draws, text stays readable
 * (and the owner is warned before publishing what is not), the page is edited beside the form
 * on wide screens and in full-screen sheets on phones, two tabs never lose each other's work,
 * and lists, notices and blocks say what they mean.
 */

const preview = (page: Page) => page.locator('.pp-editor');

/** WCAG contrast of two CSS colours as getComputedStyle writes them or as hex. */
function contrast(first: string, second: string): number {
  const rgb = (colour: string): number[] => {
    const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
    if (hex) return hex.slice(1).map((part) => Number.parseInt(part, 16));
    return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  };
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = rgb(colour).map((value) => {
      const srgb = value / 255;
      return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The value an antd select shows, read from its form item. */
function shownSize(dialog: Locator, label: string) {
  return dialog.locator('.ant-form-item').filter({ hasText: label }).locator('.ant-select');
}

async function addText(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Block' }).click();
  await page.getByRole('menuitem', { name: 'Subtitle and text' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Subtitle' }).fill(title);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

async function textOrder(page: Page): Promise<string[]> {
  return (await preview(page).locator('.pp-text h2').allTextContents()).map((text) => text.trim());
}

test.describe('at 1280 x 900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sizes shown are sizes drawn, the page updates beside the form, unreadable text is flagged', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount(page.request, 'trust-wide');
    await openSignedIn(page, account, '/projects');

    await page.getByRole('button', { name: 'Add your title and description' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Trusted Show');
    // The page beside the dialog draws the unsaved title as it is typed, in full view.
    const title = preview(page).getByRole('heading', { name: 'Trusted Show' });
    await expect(title).toBeVisible();
    const form = await dialog
      .locator('.ant-modal-container, .ant-modal-content')
      .first()
      .boundingBox();
    const drawn = await title.boundingBox();
    if (!form || !drawn) throw new Error('dialog or preview not on screen');
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(form.x);
    await screenshot(page, 'editor-modal-1280');

    // The select shows the size the title is drawn at; choosing a size redraws it at once.
    await expect(shownSize(dialog, 'Title font size')).toContainText('28px');
    await expect(title).toHaveCSS('font-size', '28px');
    await dialog.getByRole('combobox', { name: 'Title font size' }).fill('20');
    await page.keyboard.press('Enter');
    await expect(title).toHaveCSS('font-size', '20px');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await addText(page, 'About');
    await preview(page).getByRole('heading', { name: 'About' }).click();
    const text = page.getByRole('dialog');
    await expect(shownSize(text, 'Title font size')).toContainText('18px');
    await expect(preview(page).getByRole('heading', { name: 'About' })).toHaveCSS(
      'font-size',
      '18px',
    );
    await text.getByRole('button', { name: 'Done' }).click();

    // A dark gradient gets white text that reads over both of its ends.
    await page.getByRole('button', { name: 'Design' }).click();
    const settings = page.getByRole('dialog', { name: 'Design' });
    await settings.getByRole('button', { name: 'Gradient', exact: true }).click();
    await settings.getByRole('textbox', { name: 'From' }).fill('#0b1020');
    await settings.getByRole('textbox', { name: 'To', exact: true }).fill('#2a1050');
    const textColour = await preview(page).evaluate((root) => getComputedStyle(root).color);
    expect(contrast(textColour, '#0b1020')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(textColour, '#2a1050')).toBeGreaterThanOrEqual(4.5);

    // Dark grey text on it is not readable: publishing says so and leads to where it is fixed.
    await settings.getByRole('button', { name: 'Button colour', exact: true }).click();
    await settings.getByRole('textbox', { name: 'Text colour', exact: true }).fill('#333333');
    await settings.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const warning = page.getByRole('dialog', {
      name: 'Some words on your page may be hard to read',
    });
    await expect(warning).toContainText('Page text on the background');
    await expect(warning).toContainText(/contrast 1\.\d:1/);
    await warning.getByRole('button', { name: 'Fix' }).click();
    // Fix opens Design on the button colours, where the text colour is, with nothing to unfold.
    const design = page.getByRole('dialog', { name: 'Design' });
    await expect(design).toBeVisible();
    await expect(
      design.getByRole('button', { name: 'Button colour', exact: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await design.getByRole('textbox', { name: 'Text colour', exact: true }).fill('#ffffff');
    await page
      .getByRole('dialog', { name: 'Design' })
      .getByRole('button', { name: 'Done' })
      .click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await answerAddressStep(page);
    await expect(page.getByText('Project created successfully.')).toBeVisible();
    await screenshot(page, 'editor-1280');
  });

  test('keyboard moves one place per press; sort lists and notices speak plainly', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount(page.request, 'trust-labels');
    await openSignedIn(page, account, '/projects');
    for (const title of ['One', 'Two', 'Three', 'Four']) await addText(page, title);

    const handle = page.getByRole('button', { name: 'Move block: Four' });
    // Keys typed back to back, with no pause for the pick-up or for any announcement, still move
    // the block one place per press: two up, then two down to where it was.
    for (const [arrow, order] of [
      ['ArrowUp', ['One', 'Four', 'Two', 'Three']],
      ['ArrowDown', ['One', 'Two', 'Three', 'Four']],
    ] as const) {
      await handle.focus();
      for (const key of ['Space', arrow, arrow, 'Space']) await page.keyboard.press(key);
      await expect.poll(() => textOrder(page)).toEqual(order);
    }

    // Each key waits for the screen reader's announcement of the one before, as a person using
    // one would; the count of places moved is still one per press.
    const spoken = page.getByRole('status').filter({ hasText: "'Four'" });
    const press = async (key: string, announcement: string) => {
      const before = (await spoken.allTextContents()).join(' ');
      await page.keyboard.press(key);
      await expect.poll(async () => (await spoken.allTextContents()).join(' ')).not.toBe(before);
      await expect(spoken).toHaveText(announcement);
    };
    await handle.focus();
    await press('Space', "Picked up 'Four', at position 4 of 4");
    await press('ArrowUp', "Moved 'Four' to position 3 of 4");
    await press('Space', "Dropped 'Four' at position 3 of 4");
    await expect.poll(() => textOrder(page)).toEqual(['One', 'Two', 'Four', 'Three']);
    await handle.focus();
    await press('Space', "Picked up 'Four', at position 3 of 4");
    await press('ArrowUp', "Moved 'Four' to position 2 of 4");
    await press('ArrowUp', "Moved 'Four' to position 1 of 4");
    await press('Space', "Dropped 'Four' at position 1 of 4");
    await expect.poll(() => textOrder(page)).toEqual(['Four', 'One', 'Two', 'Three']);

    // Deleting a block offers it back in the notice.
    await preview(page).getByRole('heading', { name: 'Two' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    const offer = page.getByRole('status').filter({ hasText: 'Block deleted' });
    await expect(offer).toBeVisible();
    await expect.poll(() => textOrder(page)).toEqual(['Four', 'One', 'Three']);
    await offer.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => textOrder(page)).toEqual(['Four', 'One', 'Two', 'Three']);

    // Messengers are sorted by their names, and the default icon colour shows as black.
    await page.getByRole('button', { name: 'Add messengers' }).click();
    const messengers = page.getByRole('dialog');
    await messengers.getByRole('textbox', { name: 'Telegram' }).fill('trustedshow');
    await messengers.getByRole('textbox', { name: 'WhatsApp' }).fill('15551234567');
    await messengers.getByRole('button', { name: 'Sort messengers' }).click();
    const sorter = page.getByRole('dialog', { name: 'Sort messengers' });
    await expect(sorter).toContainText('Telegram');
    await expect(sorter).toContainText('WhatsApp');
    await expect(sorter).not.toContainText('TELEGRAM');
    await expect(sorter).not.toContainText('WHATSAPP');
    await sorter.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Undo' }).first()).toBeVisible();
    await screenshot(page, 'editor-labels-1280');
  });
});

test.describe('at 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the editor fits a phone: menu, full-screen sheets, finger-sized handles', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount(page.request, 'trust-phone');
    await openSignedIn(page, account, '/projects');
    await page.getByRole('button', { name: 'Add your title and description' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Title' }).fill('Phone Show');
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await addText(page, 'First');
    await addText(page, 'Second');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const handle = page.getByRole('button', { name: 'Move block: Second' });
    const box = await handle.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'editor-390');

    // Settings lives in the header's menu, and every dialog is a sheet inside the screen.
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Design' }).click();
    const settings = page.getByRole('dialog', { name: 'Design' });
    await expect(settings).toBeVisible();
    await settings.getByRole('button', { name: 'Done' }).click();

    await preview(page).getByRole('heading', { name: 'First' }).click();
    const sheet = page.getByRole('dialog');
    const frame = await sheet.boundingBox();
    if (!frame) throw new Error('no dialog');
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeInViewport();
    await expect(sheet.getByRole('button', { name: 'Done' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(page, 'editor-modal-390');
    await sheet.getByRole('button', { name: 'Close' }).click();
  });

  test('an unpublished edit in one tab survives another tab editing and reloading', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount(page.request, 'trust-tabs');
    await openSignedIn(page, account, '/projects');
    await addText(page, 'Shared start');
    const tabB = await page.context().newPage();
    await tabB.goto('/projects');
    await expect(preview(tabB).getByRole('heading', { name: 'Shared start' })).toBeVisible();

    await addText(page, 'Edit in tab A');
    await expect(preview(tabB).getByRole('heading', { name: 'Edit in tab A' })).toBeVisible();
    await addText(tabB, 'Edit in tab B');
    await tabB.reload();
    await expect
      .poll(() => textOrder(tabB))
      .toEqual(['Shared start', 'Edit in tab A', 'Edit in tab B']);
    await expect
      .poll(() => textOrder(page))
      .toEqual(['Shared start', 'Edit in tab A', 'Edit in tab B']);
  });
});

test('the quick start says what Customize and Publish will be', async ({ page }) => {
  await page.goto('/quickstart');
  await expect(page.getByText('Change colours, add blocks and rearrange them.')).toBeVisible();
  await expect(
    page.getByText('Publish it at a short address and share it with a QR code.'),
  ).toBeVisible();
});
