import { expect, type Page, test } from '@playwright/test';
import { FAKE_UPSTREAM_URL } from './fakes/upstream-config.ts';
import { mailTo } from './mailbox.ts';
import { type Account, createAccount, createProject, openSignedIn, toast } from './support.ts';

/** A project's card by its slug: a published card shows it in its link, a draft beside its title. */
function card(page: Page, slug: string) {
  return page.locator('.project-card').filter({ hasText: `/${slug}` });
}

/** Puts three directory links on the page: one up, one Spotify "not found", one always down. */
async function withDirectoryLinks(
  request: Parameters<typeof createAccount>[0],
  account: Account,
  projectId: number,
) {
  const link = (id: number, name: string, path: string) => ({
    id,
    main_type: 'PODCAST-NETWORK',
    name,
    icon_group: 'podcasts',
    sort_order: -id - 100_000,
    link_value: `${FAKE_UPSTREAM_URL}/directory/${path}`,
  });
  const answer = await request.post(`/api/v1/projects/${projectId}/pies/sync`, {
    headers: account.headers,
    data: [
      link(-100_001, 'APPLE-PODCAST', 'up/apple/id1001'),
      link(-100_002, 'SPOTIFY', 'not-found/spotify/show/gone'),
      link(-100_003, 'CASTBOX', 'down/castbox/1001'),
    ],
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('an owner turns health checking on and sees green and red bars per directory', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'health');
  const project = await createProject(request, account);
  await withDirectoryLinks(request, account, project.id);
  await openSignedIn(page, account);

  const projectCard = card(page, project.slug);
  const toggle = projectCard.getByRole('switch', { name: 'Check directory links' });
  await expect(toggle).not.toBeChecked();
  await expect(projectCard.getByRole('heading', { name: 'Podcast health' })).toHaveCount(0);

  await toggle.click();
  await expect(toast(page, 'Project updated.')).toBeVisible();
  await expect(toggle).toBeChecked();
  const monitor = projectCard.getByRole('region', { name: 'Podcast health' });
  await expect(monitor.getByRole('heading', { name: 'Podcast health' })).toBeVisible();

  const rows = monitor.locator('.uptime-list > li');
  await expect(rows).toHaveCount(3);
  const apple = rows.filter({ hasText: 'Apple Podcasts' });
  const spotify = rows.filter({ hasText: 'Spotify' });
  await expect(apple.locator('.uptime-bar.is-up').first()).toBeVisible();
  await expect(spotify.locator('.uptime-bar.is-down').first()).toBeVisible();
  await expect(apple).toContainText('100% uptime (7 days)');
  await expect(spotify).toContainText('0% uptime (7 days)');

  // Each row names the directory and the address it checks, and a failing one says why.
  await expect(
    apple.getByRole('link', { name: `${FAKE_UPSTREAM_URL}/directory/up/apple/id1001` }),
  ).toBeVisible();
  await expect(spotify.locator('.uptime-reason')).toHaveText(
    /^Not found since (moments|\d+ minutes?) ago$/,
  );
  const castbox = rows.filter({ hasText: 'Castbox' });
  await expect(castbox.locator('.uptime-reason')).toHaveText(
    /^Server error \(503\) since (moments|\d+ minutes?) ago$/,
  );
  await expect(castbox.locator('.uptime-bar.is-down').first()).toHaveAttribute(
    'aria-label',
    /^\d\d\/\d\d \d\d:\d\d Down: Server error \(503\)$/,
  );
  // Switched on moments ago: the period named is the checks shown, not a day.
  await expect(monitor.locator('.uptime-period')).toHaveText(/^Last (\d+ checks|check)$/);

  // Each bar names its time as month/day hour:minute.
  const bar = apple.locator('.uptime-bar.is-up').first();
  await expect(bar).toHaveAttribute('aria-label', /^\d\d\/\d\d \d\d:\d\d Up$/);
  await bar.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^\d\d\/\d\d \d\d:\d\d Up$/);

  // After three failed checks in a row the card carries a warning.
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/v1/projects/${project.id}/get_podcast_health_charts`,
          {
            headers: account.headers,
          },
        );
        const charts = (await answer.json()) as {
          data: { network_label: string; data: unknown[] }[];
        };
        return charts.data.find((network) => network.network_label === 'Castbox')?.data.length ?? 0;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(3);
  await page.reload();
  await expect(projectCard.getByText('Link down')).toBeVisible();
  await expect(projectCard.getByText('Castbox: 3 failed checks in a row')).toBeVisible();
  await expect(projectCard.getByText('Apple Podcasts: 3 failed checks in a row')).toHaveCount(0);
});

test('the settings screen turns health checking off, and the dashboard monitor goes', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'healthoff');
  const project = await createProject(request, account, { is_check_podcast_health: true });
  await openSignedIn(page, account, `/projects/${project.id}/settings`);
  const toggle = page.getByRole('switch', { name: 'Check directory links' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toast(page, 'Project updated.')).toBeVisible();
  await expect(toggle).not.toBeChecked();

  await page.goto('/dashboard');
  const projectCard = card(page, project.slug);
  await expect(
    projectCard.getByRole('switch', { name: 'Check directory links' }),
  ).not.toBeChecked();
  await expect(projectCard.getByRole('heading', { name: 'Podcast health' })).toHaveCount(0);
});

test('a project with checking on but no directory links says how to start', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'healthempty');
  const project = await createProject(request, account, { is_check_podcast_health: true });
  await openSignedIn(page, account);
  await expect(
    card(page, project.slug).getByText('Add a podcast-directory link to your page to check it.'),
  ).toBeVisible();
});

test('a link that worked and breaks shows why, and its owner gets an e-mail', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'healthmail');
  const project = await createProject(request, account, { is_check_podcast_health: true });
  const address = `${FAKE_UPSTREAM_URL}/directory/breaks/castbox/${project.id}`;
  // A badge and a directory entry with one address are one row, checked once.
  const answer = await request.post(`/api/v1/projects/${project.id}/pies/sync`, {
    headers: account.headers,
    data: [
      { id: -1, main_type: 'HEADER-TITLE', title: 'Breaking Pies', sort_order: 1 },
      { id: -2, main_type: 'PODCAST-NETWORK', name: 'CASTBOX', sort_order: 2, link_value: address },
      {
        id: -3,
        main_type: 'PLATFORM-BADGE',
        title: 'Castbox badge',
        icon_name: 'castbox',
        sort_order: 3,
        link_value: address,
      },
    ],
  });
  expect(answer.status(), await answer.text()).toBe(200);

  const mail = await mailTo(account.email, 30_000, 'link not working');
  expect(mail.subject).toBe('Castbox link not working on "Breaking Pies"');
  expect(mail.text).toContain(`Address: ${address}`);
  expect(mail.text).toContain('Reason: Not found (404)');

  await openSignedIn(page, account);
  const rows = card(page, project.slug).locator('.uptime-list > li');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link', { name: address })).toBeVisible();
  await expect(rows.locator('.uptime-reason')).toHaveText(
    /^Not found \(404\) since (moments|\d+ minutes?) ago$/,
  );
});
