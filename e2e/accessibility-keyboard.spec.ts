import { expect, type Locator, type Page, test } from '@playwright/test';
import { samplePage, withTempIds } from '../apps/server/src/test/sample-page.ts';
import { FAKE_UPSTREAM_URL } from './fakes/upstream-config.ts';
import { createAccount, createProject, openSignedIn } from './support.ts';

// An owner who works the editor with the keyboard and a screen reader: menus take focus, closing
// a form puts focus back where it was, and moving a block is announced by the block's name.

/** Keeps the journey on the machine: pictures and players from the internet are refused. */
async function keepOffline(page: Page): Promise<void> {
  await page.context().route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
}

/** The editor of a project with the sample page's blocks, in the given interface language. */
async function openFullEditor(page: Page, language: 'en' | 'cn' = 'en'): Promise<void> {
  const account = await createAccount(page.request, `keyboard-${language}`);
  const project = await createProject(page.request, account);
  const published = await page.request.post(`/api/v1/projects/${project.id}/pies/sync`, {
    headers: account.headers,
    data: withTempIds(samplePage({ feedUrl: `${FAKE_UPSTREAM_URL}/feeds/pie-talk.xml` })),
  });
  expect(published.status(), await published.text()).toBe(200);
  await keepOffline(page);
  await page.addInitScript(
    (chosen) => window.localStorage.setItem('podpie.language', chosen),
    language,
  );
  await openSignedIn(page, account, `/projects/${project.id}`);
  await expect(preview(page).getByRole('heading', { name: 'About the show' })).toBeVisible({
    timeout: 30_000,
  });
  await menusReady(page);
}

const preview = (page: Page) => page.locator('.pp-editor');

/**
 * Waits for the editor's menus' code (loaded after the first paint): these journeys are about the
 * keyboard once the editor is there; a click in the first moment is lazy-menu.spec.ts's.
 */
async function menusReady(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** The block in the preview whose heading is `title`: a focusable element that opens its form. */
const block = (page: Page, title: string): Locator =>
  preview(page)
    .locator('.pp-ed')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .last();

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]').first();

test.describe('the Add Block menu', () => {
  test('opened with Enter it takes focus, the arrows walk it and Esc gives focus back', async ({
    page,
  }) => {
    await openSignedIn(page, await createAccount(page.request, 'menu-keys'), '/projects');
    await menusReady(page);
    const addBlock = page.getByRole('button', { name: 'Add Block' });
    await addBlock.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Subtitle and text' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Platform badge' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Button or link' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Platform badge' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(addBlock).toBeFocused();

    // Space opens it the same way; a click too.
    await page.keyboard.press('Space');
    await expect(page.getByRole('menuitem', { name: 'Subtitle and text' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(addBlock).toBeFocused();
    await addBlock.click();
    await expect(page.getByRole('menuitem', { name: 'Subtitle and text' })).toBeFocused();
  });

  test('a form opened from the menu gives focus back to Add Block when it closes', async ({
    page,
  }) => {
    await openSignedIn(page, await createAccount(page.request, 'menu-return'), '/projects');
    await menusReady(page);
    const addBlock = page.getByRole('button', { name: 'Add Block' });
    const dialog = page.getByRole('dialog', { name: 'Subtitle and text' });

    // Chosen with the keyboard, closed with Esc.
    await addBlock.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Subtitle and text' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('textbox', { name: 'Subtitle' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addBlock).toBeFocused();

    // Chosen with the mouse, saved with Done.
    await addBlock.click();
    await page.getByRole('menuitem', { name: 'Subtitle and text' }).click();
    await dialog.getByRole('textbox', { name: 'Subtitle' }).fill('Our website');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(addBlock).toBeFocused();
    await expect(preview(page).getByRole('heading', { name: 'Our website' })).toBeVisible();
  });
});

test('closing a form by Done, Esc or its close button returns focus to what opened it', async ({
  page,
}) => {
  await openFullEditor(page);
  const about = block(page, 'About the show');
  const dialog = page.getByRole('dialog', { name: 'Subtitle and text' });

  // A block of the page, opened from the keyboard.
  for (const close of ['Escape', 'Done', 'Close'] as const) {
    await about.focus();
    await page.keyboard.press('Enter');
    // The first opening fetches the form's code.
    await expect(dialog.getByRole('textbox', { name: 'Subtitle' })).toBeVisible({
      timeout: 30_000,
    });
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: close }).click();
    await expect(dialog).toBeHidden();
    await expect(about).toBeFocused();
  }

  // A header button.
  const settings = page.getByRole('button', { name: 'Design' });
  await settings.click();
  const colours = page.getByRole('dialog', { name: 'Design' });
  await colours.getByRole('button', { name: 'Done' }).click();
  await expect(colours).toBeHidden();
  await expect(settings).toBeFocused();

  // A button below the page whose modal opens another and back.
  const authors = page.getByRole('button', { name: 'Add authors' });
  await authors.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(authors).toBeFocused();
});

test('on a phone the More actions menu takes focus, and its form gives focus back to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFullEditor(page);
  const more = page.getByRole('button', { name: 'More actions' });
  await more.focus();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: 'Design' });
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await settings.click();
  const colours = page.getByRole('dialog', { name: 'Design' });
  await expect(colours).toBeVisible();
  await colours.getByRole('button', { name: 'Done' }).click();
  await expect(colours).toBeHidden();
  await expect(more).toBeFocused();
});

test('moving a block with the keyboard is announced by its name and place', async ({ page }) => {
  await openFullEditor(page);
  const handle = page.getByRole('button', { name: 'Move block: About the show' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText(/^Picked up 'About the show', at position \d+ of \d+$/);
  const picked = /position (\d+) of (\d+)/.exec((await liveRegion(page).textContent()) ?? '');
  const [from, total] = [Number(picked?.[1]), Number(picked?.[2])];
  expect(from).toBeLessThan(total);

  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page)).toHaveText(
    `Moved 'About the show' to position ${from + 1} of ${total}`,
  );
  await page.keyboard.press('ArrowUp');
  await expect(liveRegion(page)).toHaveText(
    `Moved 'About the show' to position ${from} of ${total}`,
  );
  await page.keyboard.press('Escape');
  await expect(liveRegion(page)).toHaveText(
    `Cancelled moving 'About the show', back at position ${from} of ${total}`,
  );

  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page)).toContainText(`to position ${from + 1}`);
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText(
    `Dropped 'About the show' at position ${from + 1} of ${total}`,
  );
  // The instructions a screen reader reads on the handle are the owner's language too.
  const described = await handle.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${described}"]`)).toHaveText(/press Space to pick it up/);
});

test('in cn the announcements and the instructions are Chinese', async ({ page }) => {
  await openFullEditor(page, 'cn');
  const handle = page.getByRole('button', { name: '移动区块: About the show' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toHaveText(/^已拿起“About the show”，位于第 \d+ 位，共 \d+ 位$/);
  await page.keyboard.press('Escape');
  await expect(liveRegion(page)).toHaveText(/^已取消移动“About the show”/);
  const described = await handle.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${described}"]`)).toHaveText(/按空格键拿起/);
  // The tip badge has no title: it is named by what the owner typed.
  await expect(page.getByRole('button', { name: '移动区块: Buy me a coffee' })).toBeVisible();
});

test('a colour swatch is a button named for its field and colour that opens its picker', async ({
  page,
}) => {
  await openFullEditor(page);
  await block(page, 'About the show').click();
  const dialog = page.getByRole('dialog', { name: 'Subtitle and text' });
  const swatch = dialog.getByRole('button', { name: /^Text colour: choose a colour, now / });
  await swatch.focus();
  await page.keyboard.press('Enter');
  await expect(swatch).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.ant-color-picker-panel')).toBeVisible();
  // A moment with the picker open, as a person takes, before leaving it.
  await page.waitForTimeout(500);
  // Esc closes the picker, leaves the form open and focus on the swatch.
  await page.keyboard.press('Escape');
  await expect(swatch).toHaveAttribute('aria-expanded', 'false');
  await expect(swatch).toBeFocused();
  await expect(dialog).toBeVisible();
});

test.describe('the dashboard', () => {
  test('on a phone the menu drawer gives focus back to its button when closed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, await createAccount(page.request, 'drawer-focus'));
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a delete confirmation left with Cancel gives focus back to Delete', async ({ page }) => {
    const account = await createAccount(page.request, 'confirm-focus');
    await createProject(page.request, account);
    await openSignedIn(page, account);
    const remove = page.getByRole('button', { name: 'Delete' });
    await remove.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
    await expect(remove).toBeFocused();
  });
});
