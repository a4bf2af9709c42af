import { type BrowserContext, expect, test } from '@playwright/test';
import {
  type Account,
  createAccount,
  createProject,
  openSignedIn,
  screenshotAtBothWidths,
} from './support.ts';

// A listener opens a published page and follows three of its links; its owner then finds the
// view and the three clicks on the project's analytics screen. The browser says it is a plain
// Chrome: Chromium's headless user agent is (rightly) counted as a bot.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

test.use({ userAgent: CHROME });
test.describe.configure({ mode: 'serial' });

let owner: Account;
let project: { id: number; slug: string };

/** Links lead off the machine: every outside address answers a small page here. */
async function keepOffline(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Elsewhere</title>' }),
  );
}

test.beforeAll(async ({ request }) => {
  owner = await createAccount(request, 'analytics');
  project = await createProject(request, owner);
  const published = await request.post(`/api/v1/projects/${project.id}/pies/sync`, {
    headers: owner.headers,
    data: [
      { main_type: 'HEADER-TITLE', name: 'TITLE-AND-DESCRIPTION', title: 'The Daily Pie' },
      {
        main_type: 'LINK-INPUT',
        title: 'Tour tickets',
        link_value: 'https://tickets.example.com/',
      },
      {
        main_type: 'PLATFORM-BADGE',
        title: 'Spotify',
        description: 'Listen on',
        icon_group: 'podcasts',
        icon_name: 'spotify',
        link_value: 'https://open.spotify.com/show/abc',
      },
      {
        main_type: 'SOCIAL-NETWORKS',
        name: 'INSTAGRAM',
        icon_group: 'fab',
        icon_name: 'instagram',
        social_username: 'thedailypie',
      },
    ].map((pie, index) => ({ id: -(index + 1), sort_order: index + 1, ...pie })),
  });
  expect(published.status(), await published.text()).toBe(200);
});

test('a visit and three clicks show on the analytics screen', async ({
  page,
  context,
  request,
}) => {
  await keepOffline(context);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  const viewSent = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/page-events'));
  await page.goto(`/${project.slug}`);
  expect((await viewSent).status()).toBe(204);

  const targets = [
    page.getByRole('link', { name: /Tour tickets/ }),
    page.getByRole('link', { name: /Spotify/ }),
    page.getByRole('link', { name: /instagram/i }),
  ];
  for (const target of targets) {
    // Links stay direct: the address is the owner's, not a redirect through Podpie.
    expect(await target.getAttribute('href')).toMatch(/^https:\/\/(?!localhost)/);
    const clickSent = page.waitForRequest(
      (sent) =>
        sent.url().endsWith('/api/v1/page-events') && sent.postData()?.includes('"c"') === true,
    );
    await target.click();
    await clickSent;
    await page.waitForURL(/^https:/);
    await page.goto(`/${project.slug}`);
  }
  expect(refused).toEqual([]);

  // Events are written in batches within a couple of seconds.
  const today = new Date().toISOString().slice(0, 10);
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/v1/projects/${project.id}/analytics?from=${today}&to=${today}`,
          { headers: owner.headers },
        );
        return ((await answer.json()) as { totals: { clicks: number } }).totals.clicks;
      },
      { timeout: 15_000 },
    )
    .toBe(3);

  await openSignedIn(page, owner);
  const card = page.locator('article').filter({ hasText: project.slug });
  await card.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/analytics$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  const blocks = page.locator('.ant-card').filter({ hasText: 'Clicks per block' });
  await expect(blocks.getByRole('row')).toHaveCount(4, { timeout: 20_000 });
  for (const name of ['Tour tickets', 'Spotify', 'Instagram']) {
    await expect(blocks.getByRole('row').filter({ hasText: name })).toContainText('1');
  }
  const clicks = page.locator('.ant-statistic').filter({ hasText: /^Clicks/ });
  await expect(clicks).toContainText('3');
  await expect(page.locator('.ant-card').filter({ hasText: 'Devices' })).toContainText('Desktop');

  await page.getByText('Last 7 days').click();
  await expect(clicks).toContainText('3');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  await screenshotAtBothWidths(page, 'analytics');
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing sticks out sideways on a phone, once the screen has followed the new width (antd's
  // tables measure their columns again a frame or two after a resize; CI once caught 544 px).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeInViewport();
});
