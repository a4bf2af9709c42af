import { createServer, type Server } from 'node:http';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { answerAddressStep, createAccount, openSignedIn } from './support.ts';

/**
 * The editor with every kind of block: an owner adds each one through its modal, edits some,
 * hides, schedules and deletes others, publishes, and finds exactly that on the public page.
 */

/** The episodes of the feed below, newest first. */
const EPISODES = ['Rye in the morning', 'Crumb structure', 'Starter care', 'Oven spring'] as const;

function feedXml(): string {
  const items = EPISODES.map(
    (title, index) => `<item><title>${title}</title><guid>ep-${index}</guid>
<link>${linkBase}/episodes/${index}</link>
<pubDate>${new Date(Date.UTC(2025, 0, 20 - index)).toUTCString()}</pubDate>
<enclosure url="${linkBase}/audio/${index}.mp3" type="audio/mpeg" length="1024"/></item>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
<title>Crumb Radio</title><link>${linkBase}/</link><description>Bread talk.</description>
<itunes:image href="${linkBase}/loaf.png"/>${items}</channel></rss>`;
}

/**
 * What the parsing service reads for the link, card and feed blocks, on 127.0.0.1 (the journeys'
 * server allows private addresses for the outbound client, as for the quick start's fakes).
 */
let linkPages: Server;
let linkBase = '';

function loafPng(): Buffer {
  const png = new PNG({ width: 40, height: 40 });
  png.data.fill(0xc8);
  return PNG.sync.write(png);
}

function page(title: string, extra = ''): string {
  return `<!doctype html><html><head><title>${title}</title>
<meta property="og:title" content="${title}">
<meta property="og:description" content="${title}, fresh from the oven.">
<meta property="og:image" content="${linkBase}/loaf.png">${extra}</head><body>${title}</body></html>`;
}

test.beforeAll(async () => {
  const loaf = loafPng();
  linkPages = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/loaf.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(loaf);
      return;
    }
    const pages: Record<string, string> = {
      '/shop': page('The Bread Shop'),
      '/article': page('Sourdough Secrets'),
      '/video': page(
        'Baking Live',
        '<meta property="og:video" content="https://www.youtube.com/embed/dQw4w9WgXcQ">' +
          '<meta property="og:video:type" content="text/html">',
      ),
    };
    if (path === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feedXml());
      return;
    }
    const html = pages[path];
    response
      .writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
      .end(html ?? 'not here');
  });
  await new Promise<void>((resolve) => linkPages.listen(0, '127.0.0.1', resolve));
  const address = linkPages.address();
  if (address === null || typeof address === 'string') throw new Error('no link page port');
  linkBase = `http://127.0.0.1:${address.port}`;
});

test.afterAll(async () => {
  linkPages.closeAllConnections();
  await new Promise<void>((resolve) => linkPages.close(() => resolve()));
});

async function signUpAndOpenNewProject(page: Page, label: string) {
  const account = await createAccount(page.request, label);
  await openSignedIn(page, account, '/projects');
  await expect(page.getByRole('button', { name: 'Add Block' })).toBeVisible();
}

const preview = (page: Page) => page.locator('.pp-editor');

async function addBlock(page: Page, entry: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Block' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function done(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

async function openBlock(page: Page, text: string): Promise<Locator> {
  await preview(page).getByText(text, { exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks an antd radio or checkbox by its visible label (the input itself is drawn hidden). */
async function choose(scope: Locator, label: string, role: 'radio' | 'checkbox' = 'radio') {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
  await expect(scope.getByRole(role, { name: label, exact: true })).toBeChecked();
}

async function unchoose(scope: Locator, label: string) {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
  await expect(scope.getByRole('checkbox', { name: label, exact: true })).not.toBeChecked();
}

/** Types a date range into the antd range picker (the last one in the dialog). */
async function pickRange(dialog: Locator, from: string, to: string) {
  await dialog.getByPlaceholder('Start date').last().click();
  const keyboard = dialog.page().keyboard;
  await keyboard.type(from);
  await keyboard.press('Enter');
  await keyboard.type(to);
  await keyboard.press('Enter');
  await expect(dialog.getByPlaceholder('End date').last()).toHaveValue(to);
}

/** Publishes a page that has no project yet and answers its public path. */
async function publishNewProject(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await answerAddressStep(page, 'skip');
  await expect(page.getByText('Project created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const link = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ });
  await expect(link).toBeVisible();
  return new URL((await link.textContent()) ?? '').pathname;
}

test('every kind of block is added through its modal, edited, and published', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpAndOpenNewProject(page, 'editor-blocks');

  // HEADER-TITLE
  await page.getByRole('button', { name: 'Add your title and description' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Crust and Crumb');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('A show about bread');
  await done(dialog);

  // TEXT-INPUT, with a bigger title
  dialog = await addBlock(page, 'Subtitle and text');
  await dialog.getByRole('textbox', { name: 'Subtitle' }).fill('About us');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('We bake on air.');
  await dialog.getByRole('combobox', { name: 'Title font size' }).click();
  await page.keyboard.type('20');
  // Under load the filter can lag the typing; pick the option itself, not whatever Enter hits.
  await page.locator('.ant-select-dropdown').getByTitle('20px', { exact: true }).click();
  await done(dialog);
  await expect(preview(page).getByText('About us')).toHaveCSS('font-size', '20px');

  // LINK-INPUT: the page behind the link names the button; a price tag in red.
  dialog = await addBlock(page, 'Button or link');
  await dialog.getByRole('textbox', { name: 'Link' }).fill(`${linkBase}/shop`);
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('The Bread Shop', {
    timeout: 15_000,
  });
  await dialog.getByRole('textbox', { name: 'Price tag' }).fill('$5');
  await choose(dialog, 'Red');
  await done(dialog);

  // LINK-INPUT to a video becomes a video card.
  dialog = await addBlock(page, 'Button or link');
  await dialog.getByRole('textbox', { name: 'Link' }).fill(`${linkBase}/video`);
  await expect(dialog.getByText('Video', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Baking Live');
  await done(dialog);

  // CARD-INPUT in the Card layout.
  dialog = await addBlock(page, 'Card');
  await choose(dialog, 'Card');
  await dialog.getByRole('textbox', { name: 'Link' }).fill(`${linkBase}/article`);
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Sourdough Secrets', {
    timeout: 15_000,
  });
  await done(dialog);

  // PODCAST-FEED: two episodes as tiles.
  dialog = await addBlock(page, 'Podcast feed');
  await dialog.getByRole('textbox', { name: 'Podcast feed address' }).fill(`${linkBase}/feed.xml`);
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Crumb Radio', {
    timeout: 15_000,
  });
  await dialog.getByRole('combobox', { name: 'Number of episodes' }).click();
  await page.getByTitle('2', { exact: true }).click();
  await choose(dialog, 'Tile');
  await done(dialog);
  await expect(preview(page).getByText(EPISODES[1])).toBeVisible();

  // COUNT-DOWN
  dialog = await addBlock(page, 'Countdown');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Launch party');
  await pickRange(dialog, '2030-01-01', '2030-02-01');
  await done(dialog);
  // The preview's countdown ticks, as on the published page.
  const seconds = preview(page).locator('[data-pp-part]').nth(3);
  const shown = await seconds.textContent();
  await expect(seconds).not.toHaveText(shown ?? '', { timeout: 5_000 });

  // PLATFORM-BADGE and TIP-US-BADGE
  dialog = await addBlock(page, 'Platform badge');
  await choose(dialog, 'Spotify');
  await dialog.getByRole('textbox', { name: 'Link' }).fill('https://open.spotify.com/show/crumb');
  await done(dialog);
  dialog = await addBlock(page, 'Tip us badge');
  await choose(dialog, 'Ko-fi');
  await dialog.getByRole('textbox', { name: 'Link' }).fill('https://ko-fi.com/crumb');
  await done(dialog);

  // MAILING-LIST is refused without a mailing integration.
  await page.getByRole('button', { name: 'Add Block' }).click();
  await page.getByRole('menuitem', { name: 'Mailing list' }).click();
  await expect(
    page.getByText('Please go to integrations page to add a mailing provider to continue.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // SOCIAL-NETWORKS: a pasted address is not a username.
  await page.getByRole('button', { name: 'Add social networks' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Instagram', { exact: true }).fill('instagram.com/crumb');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(
    dialog.getByText('Please make sure instagram.com/crumb is the username.'),
  ).toBeVisible();
  await dialog.getByLabel('Instagram', { exact: true }).fill('crumbshow');
  await done(dialog);

  // MESSENGERS and PODCAST-NETWORK
  await page.getByRole('button', { name: 'Add messengers' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Telegram', { exact: true }).fill('crumbchat');
  await done(dialog);
  await page.getByRole('button', { name: 'Add podcasts' }).click();
  dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Apple Podcasts', { exact: true })
    .fill('https://podcasts.apple.com/podcast/id4242');
  await done(dialog);

  // AUTHORS: the name is required.
  await page.getByRole('button', { name: 'Add authors' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add author' }).click();
  dialog = page.getByRole('dialog', { name: 'Author', exact: true });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('Please make sure you had entered the author name.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ann Baker');
  await dialog.getByRole('textbox', { name: 'Role' }).fill('Host');
  await done(dialog);
  await expect(page.getByRole('dialog', { name: 'Authors' }).getByText('Ann Baker')).toBeVisible();
  await done(page.getByRole('dialog', { name: 'Authors' }));

  // Editing: a click on a block opens it with what it holds.
  dialog = await openBlock(page, 'We bake on air.');
  await expect(dialog.getByRole('textbox', { name: 'Subtitle' })).toHaveValue('About us');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('We bake on air, every Friday.');
  await done(dialog);
  await expect(preview(page).getByText('We bake on air, every Friday.')).toBeVisible();

  const slugPath = await publishNewProject(page);
  await page.goto(slugPath);

  await expect(page.getByRole('heading', { name: 'Crust and Crumb' })).toBeVisible();
  await expect(page.getByText('A show about bread')).toBeVisible();
  await expect(page.getByText('About us')).toHaveCSS('font-size', '20px');
  await expect(page.getByText('We bake on air, every Friday.')).toBeVisible();
  const shop = page.getByRole('link', { name: /The Bread Shop/ });
  await expect(shop).toHaveAttribute('href', `${linkBase}/shop`);
  await expect(shop.getByText('$5')).toHaveCSS('background-color', 'rgb(255, 59, 48)');
  await expect(page.getByText('Baking Live').first()).toBeVisible();
  await expect(page.getByText('Sourdough Secrets').first()).toBeVisible();
  // The server reads the feed in the background; the page shows its episodes once it has.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText(EPISODES[0]).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(page.getByText(EPISODES[1])).toBeVisible();
  await expect(page.getByText(EPISODES[2])).toHaveCount(0);
  await expect(page.getByText('Launch party')).toBeVisible();
  await expect(page.getByText('DAYS')).toBeVisible();
  await expect(page.locator('a[href="https://open.spotify.com/show/crumb"]')).toBeVisible();
  await expect(page.locator('a[href="https://ko-fi.com/crumb"]')).toBeVisible();
  await expect(page.locator('a[href*="instagram.com/crumbshow"]')).toBeVisible();
  await expect(page.locator('a[href="https://t.me/crumbchat"]')).toBeVisible();
  await expect(page.locator('a[href="https://podcasts.apple.com/podcast/id4242"]')).toBeVisible();
  await expect(page.getByText('Ann Baker')).toBeVisible();
});

/** How each kind of block is given a recognisable title in its modal. */
const KINDS: ReadonlyArray<{
  entry: string;
  fill: (dialog: Locator, name: string) => Promise<void>;
}> = [
  {
    entry: 'Subtitle and text',
    fill: (dialog, name) => dialog.getByRole('textbox', { name: 'Subtitle' }).fill(name),
  },
  {
    entry: 'Button or link',
    fill: async (dialog, name) => {
      await dialog.getByRole('textbox', { name: 'Title' }).fill(name);
      await dialog.getByRole('textbox', { name: 'Link' }).fill(`${linkBase}/shop`);
    },
  },
  {
    entry: 'Card',
    fill: (dialog, name) => dialog.getByRole('textbox', { name: 'Title' }).fill(name),
  },
  {
    entry: 'Podcast feed',
    fill: (dialog, name) => dialog.getByRole('textbox', { name: 'Title' }).fill(name),
  },
  {
    entry: 'Countdown',
    fill: (dialog, name) => dialog.getByRole('textbox', { name: 'Title' }).fill(name),
  },
];

test('each kind of block can be hidden, scheduled for later, and deleted', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpAndOpenNewProject(page, 'editor-display');

  for (const kind of KINDS) {
    for (const state of ['shown', 'hidden', 'scheduled', 'deleted'] as const) {
      const dialog = await addBlock(page, kind.entry);
      await kind.fill(dialog, `${kind.entry} ${state}`);
      if (state === 'hidden') await choose(dialog, 'HIDE', 'checkbox');
      if (state === 'scheduled') {
        await choose(dialog, 'SCHEDULE', 'checkbox');
        await pickRange(dialog, '2031-03-01', '2031-04-01');
      }
      await done(dialog);
    }
    // The editor keeps hidden and future blocks, dimmed with their reason.
    const hidden = preview(page).locator('[data-status="hidden"]', {
      hasText: `${kind.entry} hidden`,
    });
    await expect(hidden.getByText('Hidden', { exact: true })).toBeVisible();
    const later = preview(page).locator('[data-status="scheduled"]', {
      hasText: `${kind.entry} scheduled`,
    });
    await expect(later.getByText('Scheduled', { exact: true })).toBeVisible();

    const dialog = await openBlock(page, `${kind.entry} deleted`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(preview(page).getByText(`${kind.entry} deleted`)).toHaveCount(0);
  }

  // A range that ends before it starts is refused for 2 seconds, in words, and changes nothing.
  const dialog = await openBlock(page, 'Subtitle and text shown');
  await choose(dialog, 'SCHEDULE', 'checkbox');
  await pickRange(dialog, '2031-05-01', '2031-05-01');
  // The same day, ending at midnight when it starts: the end is not after the start.
  const endTime = dialog.getByRole('textbox', { name: 'End time' });
  await endTime.click();
  await endTime.press('ControlOrMeta+a');
  await endTime.pressSequentially('00:00');
  await endTime.press('Enter');
  // Said under the field it refuses, in the field's own error state.
  // The innermost form item holding the field (the display options are a form item too).
  const endField = dialog
    .locator('.ant-form-item')
    .filter({ has: page.getByRole('textbox', { name: 'End time' }) })
    .last();
  await expect(endField).toHaveClass(/ant-form-item-has-error/);
  await expect(endField.getByRole('alert')).toHaveText(
    'The start must be before the end. Please choose the dates again.',
  );
  await expect(endTime).toHaveValue('23:59');
  await expect(
    dialog.getByText('The start must be before the end. Please choose the dates again.'),
  ).toBeHidden({ timeout: 4_000 });
  await unchoose(dialog, 'SCHEDULE');
  await done(dialog);

  const slugPath = await publishNewProject(page);
  await page.goto(slugPath);
  for (const kind of KINDS) {
    await expect(page.getByText(`${kind.entry} shown`)).toBeVisible();
    await expect(page.getByText(`${kind.entry} hidden`)).toHaveCount(0);
    await expect(page.getByText(`${kind.entry} scheduled`)).toHaveCount(0);
    await expect(page.getByText(`${kind.entry} deleted`)).toHaveCount(0);
  }
});
