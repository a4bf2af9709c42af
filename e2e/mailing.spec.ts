/**
 * Mailing integrations end to end against a fake Mailchimp on 127.0.0.1: the owner connects the
 * account from /integrations (authorize page, Allow, callback), adds a MAILING-LIST block with a
 * campaign tag and publishes; a listener signs up on the page; the member turns up, tagged, at the
 * provider and in the project's CSV export.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { FAKE_MAILCHIMP_URL } from './fakes/mailchimp-config.ts';
import { createAccount, openSignedIn, pathOf, toast } from './support.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const ACCOUNT_EMAIL = 'ann@pietalk.example';
const LISTENER = `listener-${Date.now()}@example.com`;
const TAG = 'spring-journey';

type FakeMember = { listId: string; email: string; status: string; tags: string[] };

async function fakeMembers(page: Page): Promise<FakeMember[]> {
  const answer = await page.request.get(`${FAKE_MAILCHIMP_URL}/__fake/members`);
  return ((await answer.json()) as { members: FakeMember[] }).members;
}

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('an owner connects Mailchimp, publishes a sign-up form, and a listener reaches the list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(page.request, 'mailing');
  await openSignedIn(page, account, '/integrations');

  // The empty state says what connecting does.
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(page.getByText('No mailing integrations yet.')).toBeVisible();
  await expect(page.getByText(/sign-up forms on your pages send every new listener/)).toBeVisible();
  await shoot(page, 'integrations-empty');

  // Add new integration -> Mailchimp's consent page -> Allow -> the callback -> /dashboard.
  await page.getByRole('button', { name: 'Add new integration' }).click();
  await page.getByRole('menuitem', { name: /Mailchimp/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_MAILCHIMP_URL}/oauth2/authorize`));
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(toast(page, 'Success')).toContainText('Your Mailchimp account is connected.');
  await expect.poll(() => pathOf(page)).toBe('/dashboard');

  // The account shows on /integrations with its service, image and Delete.
  await page.goto('/integrations');
  const row = page.locator('.integration-row').filter({ hasText: ACCOUNT_EMAIL });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Mailchimp');
  await expect(row.getByRole('img', { name: 'Mailchimp' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete ${ACCOUNT_EMAIL}` })).toBeVisible();
  await shoot(page, 'integrations-connected');

  // A MAILING-LIST block defaults to the account and its first audience; add a campaign tag.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Add Block' }).click();
  await page.getByRole('menuitem', { name: 'Mailing list' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Mailchimp (${ACCOUNT_EMAIL})`)).toBeVisible();
  await expect(dialog.getByText('Pie Talk listeners')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Campaign tag' }).fill(TAG);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Project created successfully.')).toBeVisible();
  const link = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ });
  await expect(link).toBeVisible();
  const slugPath = new URL((await link.textContent()) ?? '').pathname;

  // A listener signs up on the published page (a browser of their own, on a phone).
  const listener = await page.context().browser()?.newContext({ viewport: PHONE });
  if (!listener) throw new Error('no browser');
  const visitor = await listener.newPage();
  await visitor.goto(slugPath);
  await visitor.getByLabel('Email address').fill(LISTENER);
  await visitor.getByRole('button', { name: 'Click to Subscribe' }).click();
  await expect(visitor.getByText('Thanks for subscribing!')).toBeVisible();
  await listener.close();

  // The member reaches the fake Mailchimp: subscribed, on the first list, with the tag.
  await expect
    .poll(async () => (await fakeMembers(page)).filter((m) => m.email === LISTENER), {
      timeout: 30_000,
    })
    .toEqual([
      {
        listId: 'a1b2c3d4e5',
        hash: expect.any(String),
        email: LISTENER,
        status: 'subscribed',
        tags: [TAG],
      },
    ]);

  // ...and into the project's subscribers on the dashboard, and its CSV.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Subscribers (1)' }).click();
  const subscribers = page.getByRole('dialog');
  await expect(subscribers.getByText(LISTENER)).toBeVisible();
  await expect(subscribers.getByText('Subscribers: 1')).toBeVisible();
  await shoot(page, 'subscribers');
  const download = page.waitForEvent('download');
  await subscribers.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`subscribers-${slugPath.slice(1)}.csv`);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,subscribed_at,leave_url');
  expect(csv).toContain(`"${LISTENER}"`);

  // The owner revokes Podpie in Mailchimp: the next sign-up is kept, the row asks to reconnect,
  // and reconnecting sends what waited.
  await page.request.post(`${FAKE_MAILCHIMP_URL}/__fake/revoke`);
  const late = `late-${LISTENER}`;
  const second = await page.request.post(`${slugPath}/subscribe`, {
    form: { email: late },
    headers: { accept: 'application/json' },
  });
  expect(second.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/v1/mailing_integrations', {
          headers: account.headers,
        });
        const rows = ((await answer.json()) as { data: Array<{ needs_reconnect: boolean }> }).data;
        return rows[0]?.needs_reconnect;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.goto('/integrations');
  await expect(page.getByText('Needs reconnecting')).toBeVisible();
  await shoot(page, 'integrations-reconnect');
  await page.getByRole('link', { name: 'Reconnect' }).click();
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(toast(page, 'Success')).toContainText('Your Mailchimp account is connected.');
  await page.goto('/integrations');
  await expect(page.locator('.integration-row')).toHaveCount(1);
  await expect(page.getByText('Needs reconnecting')).toBeHidden();
  await expect
    .poll(async () => (await fakeMembers(page)).some((m) => m.email === late), { timeout: 30_000 })
    .toBe(true);
});

test('a callback that was not started by this session is refused and leads to the dashboard', async ({
  page,
}) => {
  const account = await createAccount(page.request, 'mailing-forged');
  await openSignedIn(page, account, '/mailchimp_integration_oauth_callback?code=abc&state=forged');
  await expect(toast(page, 'Error')).toContainText(
    'This Mailchimp sign-in has expired or was not started here.',
  );
  await expect.poll(() => pathOf(page)).toBe('/dashboard');
  await page.goto('/integrations');
  await expect(page.getByText('No mailing integrations yet.')).toBeVisible();
});

test('the built-in Podpie list is added from the same menu', async ({ page }) => {
  const account = await createAccount(page.request, 'mailing-built-in');
  await openSignedIn(page, account, '/integrations');
  await page.getByRole('button', { name: 'Add new integration' }).click();
  await page.getByRole('menuitem', { name: /Podpie list/ }).click();
  await expect(toast(page, 'Success')).toContainText('Your Podpie list is ready.');
  const row = page.locator('.integration-row').filter({ hasText: account.email });
  await expect(row).toContainText('Podpie list');
  await row.getByRole('button', { name: `Delete ${account.email}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(page.getByText('No mailing integrations yet.')).toBeVisible();
});
