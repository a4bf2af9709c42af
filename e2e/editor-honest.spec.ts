import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { answerAddressStep, createAccount, openSignedIn, screenshot, toast } from './support.ts';

/**
 * An editor that never misleads (issue 29): a directory without a link asks for one instead of
 * looking live; every unreadable element is flagged and its "Fix" opens the panel that fixes it;
 * the background is drawn as the page draws it; removing the artwork can be undone; notices name
 * the project and keep clear of the toolbar; an imported page stays a draft until published.
 */

const preview = (page: Page) => page.locator('.pp-editor');

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

/** The background layer's drawing: what decides where and how big the image is. */
function backdropOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element, '::before');
      return {
        display: style.display,
        position: style.position,
        size: style.backgroundSize,
        at: style.backgroundPosition,
        repeat: style.backgroundRepeat,
        image: style.backgroundImage.replace(/https?:\/\/[^/)"]+/g, ''),
      };
    });
}

async function addTitle(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add your title and description' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

async function openDesign(page: Page) {
  const menu = page.getByRole('button', { name: 'More actions' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('menuitem', { name: 'Design' }).click();
  } else {
    await page.getByRole('button', { name: 'Design' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Design' });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('directories ask for links, every unreadable element leads to its fix, notices stay clear', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const width = viewport.width;
      const account = await createAccount(page.request, `honest-${width}`);
      await openSignedIn(page, account, '/projects');
      await addTitle(page, 'Honest Show');

      // A 'Listen' list with one link: that app looks live, the others ask for their link.
      await page.getByRole('button', { name: 'Add podcasts' }).click();
      const podcasts = page.getByRole('dialog');
      await podcasts.getByRole('switch', { name: "'Listen' list" }).click();
      await podcasts
        .getByRole('textbox', { name: 'Spotify', exact: true })
        .fill('https://open.spotify.com/show/honest');
      await podcasts.getByRole('button', { name: 'Done' }).click();
      await expect(podcasts).toBeHidden();
      const listen = preview(page).locator('.pp-listen');
      // (An app without its link is no link at all, only its named icon.)
      const entry = (name: string) =>
        listen.locator('[data-pie-id]').filter({ has: page.locator(`[aria-label="${name}"]`) });
      const spotify = entry('Spotify');
      const overcast = entry('Overcast');
      await expect(spotify).not.toHaveClass(/pp-dim/);
      await expect(spotify.locator('.pp-flag')).toHaveCount(0);
      await expect(overcast).toHaveClass(/pp-dim/);
      await expect(overcast.locator('.pp-flag')).toHaveText('Add your link');
      // Shut-down directories are not offered for a new link.
      await page.getByRole('button', { name: 'Add podcasts' }).click();
      await expect(page.getByRole('dialog').getByText('Google Podcasts')).toHaveCount(0);
      await expect(page.getByRole('dialog').getByText('Stitcher')).toHaveCount(0);
      await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
      await screenshot(page, `editor-directories-${width}`);

      // White words on the pale default button colour: the listen buttons are flagged, named by
      // what they are, and Fix opens Design on the button colours.
      let design = await openDesign(page);
      await design.getByRole('button', { name: 'Button colour', exact: true }).click();
      await design.getByRole('textbox', { name: 'Button text colour' }).fill('#ffffff');
      await design.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const warning = page.getByRole('dialog', {
        name: 'Some words on your page may be hard to read',
      });
      const listenProblem = warning
        .getByRole('listitem')
        .filter({ hasText: 'Listen buttons: text on the button colour' });
      await expect(listenProblem).toContainText('Podcasts');
      await expect(warning).not.toContainText('PODCAST-NETWORK');
      await screenshot(page, `editor-contrast-${width}`);
      await listenProblem.getByRole('button', { name: /^Fix/ }).click();
      design = page.getByRole('dialog', { name: 'Design' });
      const buttonText = design.getByRole('textbox', { name: 'Button text colour' });
      await expect(buttonText).toBeVisible();
      await buttonText.fill('#000000');
      await design.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await answerAddressStep(page, 'skip');
      const created = toast(page, 'Project created successfully.');
      await expect(created).toBeVisible();

      // The notice sits below the toolbar, never over it. The first publish moves the editor to
      // the project's own address, so the toolbar is looked for until it is drawn there.
      await expect
        .poll(async () => {
          const toolbar = await page.locator('.editor-header').boundingBox();
          const notice = await created.boundingBox();
          return toolbar && notice ? notice.y - (toolbar.y + toolbar.height) : 'not on screen';
        })
        .toBeGreaterThanOrEqual(0);
      await screenshot(page, `editor-notice-${width}`);

      // Removing the artwork offers it back.
      await page.locator('header input[type=file]').setInputFiles({
        name: 'art.png',
        mimeType: 'image/png',
        buffer: squarePng([200, 60, 60]),
      });
      const artwork = preview(page).locator('img.pp-art');
      await expect(artwork).toHaveAttribute('src', /\/uploads\/.+\.png\?w=240$/);
      const more = page.getByRole('button', { name: 'More actions' });
      if (await more.isVisible()) {
        await more.click();
        await page.getByRole('menuitem', { name: 'Remove image' }).click();
      } else {
        await page.getByRole('button', { name: 'Remove image' }).click();
      }
      await expect(artwork).toHaveCount(0);
      const offer = page.getByRole('status').filter({ hasText: 'Artwork removed' });
      await offer.getByRole('button', { name: 'Undo' }).click();
      await expect(artwork).toHaveAttribute('src', /\/uploads\/.+\.png\?w=240$/);

      // The background image: the editor draws it with the page's own layer, as the page does.
      design = await openDesign(page);
      await design.getByRole('button', { name: 'Background image', exact: true }).click();
      await design
        .locator('input[type=file]')
        .setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: squarePng([30, 120, 30]) });
      await expect(design.getByRole('img', { name: 'Background image' })).toBeVisible();
      await design.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const anyway = page.getByRole('button', { name: 'Publish anyway' });
      const updated = toast(page, 'Project updated successfully.');
      await expect(updated.or(anyway)).toBeVisible();
      if (await anyway.isVisible()) await anyway.click();
      await expect(updated).toBeVisible();
      const link = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ });
      const path = new URL((await link.textContent()) ?? '').pathname;
      expect((await backdropOf(page, '.pp-editor')).display).toBe('none');
      const inEditor = await backdropOf(page, '.editor-root');
      expect(inEditor.image).toContain('/uploads/');
      const live = await page.context().newPage();
      await expect
        .poll(async () => {
          await live.goto(path);
          return (await backdropOf(live, '.pp')).image;
        })
        .toContain('/uploads/');
      expect(await backdropOf(live, '.pp')).toEqual(inEditor);
      await screenshot(page, `editor-background-${width}`);
      await live.close();
    });
  });
}

test.describe('an imported page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('stays a draft until it is published, as its notice and its card say', async ({ page }) => {
    test.setTimeout(180_000);
    const account = await createAccount(page.request, 'honest-import');
    await openSignedIn(page, account);
    const links = [{ title: 'Our website', url: 'https://pie.example' }];
    await page.getByLabel('Import a page').setInputFiles({
      name: 'links.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(links)),
    });
    const notice = toast(page, /was imported as a draft\. It is not public until you publish it\./);
    await expect(notice).toBeVisible();
    const card = page.locator('.project-card').first();
    await expect(card.locator('.project-state')).toHaveText('Draft');
    const slug = ((await card.locator('.project-title-slug').textContent()) ?? '').trim();
    expect(slug).toMatch(/^\/\w+/);
    await expect(notice).toContainText(slug);
    expect((await page.request.get(slug)).status()).toBe(404);
    await screenshot(page, 'dashboard-imported-1280');

    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(preview(page).getByText('Our website')).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // A list of links brings no address of its own: the owner keeps the one it was given.
    await answerAddressStep(page, 'skip');
    await expect(page.getByRole('link', { name: new RegExp(`${slug}$`) })).toBeVisible();
    expect((await page.request.get(slug)).status()).toBe(200);
    await page.goto('/dashboard');
    await expect(page.locator('.project-card').first().locator('.project-state')).toHaveText(
      'Published',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.project-card').first().locator('.project-state')).toBeVisible();
    await screenshot(page, 'dashboard-published-390');
  });
});
