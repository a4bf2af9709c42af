/**
 * Mailing integrations end to end against a fake Mailchimp on 127.0.0.1: the owner connects the
 * account from /integrations (authorize page, Allow, callback), adds a MAILING-LIST block with a
 * campaign tag and publishes; a listener signs up on the page; the member turns up, tagged and
 * pending (Mailchimp mails the confirmation), at the provider, and waits unlisted in the project.
 * On the built-in list the listener confirms from our mail (an SMTP sink on 127.0.0.1) and only
 * then shows in the owner's list and CSV, with the consent they gave.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { FAKE_MAILCHIMP_URL } from './fakes/mailchimp-config.ts';
import { mailTo } from './mailbox.ts';
import {
  answerAddressStep,
  createProject,
  createVerifiedAccount,
  openSignedIn,
  pathOf,
  screenshotAtBothWidths,
  toast,
} from './support.ts';

const PHONE = { width: 390, height: 844 };
const ACCOUNT_EMAIL = 'ann@pietalk.example';
const LISTENER = `listener-${Date.now()}@example.com`;
const TAG = 'spring-journey';

type FakeMember = { listId: string; email: string; status: string; tags: string[] };

async function fakeMembers(page: Page): Promise<FakeMember[]> {
  const answer = await page.request.get(`${FAKE_MAILCHIMP_URL}/__fake/members`);
  return ((await answer.json()) as { members: FakeMember[] }).members;
}

test('an owner connects Mailchimp, publishes a sign-up form, and a listener reaches the list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await createVerifiedAccount(page.request, 'mailing');
  await openSignedIn(page, account, '/integrations');

  // The empty state says what connecting does.
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(page.getByText('No mailing integrations yet.')).toBeVisible();
  await expect(page.getByText(/sign-up forms on your pages send every new listener/)).toBeVisible();
  await screenshotAtBothWidths(page, 'integrations-empty');

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
  await screenshotAtBothWidths(page, 'integrations-connected');

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
  await answerAddressStep(page, 'skip');
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
  await expect(
    visitor.getByText('Almost done: please check your inbox and confirm your subscription.'),
  ).toBeVisible();
  await listener.close();

  // The member reaches the fake Mailchimp: pending (Mailchimp asks them to confirm), on the first
  // list, with the tag.
  await expect
    .poll(async () => (await fakeMembers(page)).filter((m) => m.email === LISTENER), {
      timeout: 30_000,
    })
    .toEqual([
      {
        listId: 'a1b2c3d4e5',
        hash: expect.any(String),
        email: LISTENER,
        status: 'pending',
        tags: [TAG],
      },
    ]);

  // The project's subscribers show it waiting, unlisted: nobody confirmed it yet.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Subscribers (0)' }).click();
  const subscribers = page.getByRole('dialog');
  await expect(subscribers.getByText('Subscribers: 0')).toBeVisible();
  await expect(
    subscribers.getByText(
      'Waiting for confirmation: 1 (not listed or exported until they confirm)',
    ),
  ).toBeVisible();
  await expect(subscribers.getByText(LISTENER)).toBeHidden();
  await expect(subscribers.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await screenshotAtBothWidths(page, 'subscribers-waiting');

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
  await screenshotAtBothWidths(page, 'integrations-reconnect');
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
  const account = await createVerifiedAccount(page.request, 'mailing-forged');
  await openSignedIn(page, account, '/mailchimp_integration_oauth_callback?code=abc&state=forged');
  await expect(toast(page, 'Error')).toContainText(
    'This Mailchimp sign-in has expired or was not started here.',
  );
  await expect.poll(() => pathOf(page)).toBe('/dashboard');
  await page.goto('/integrations');
  await expect(page.getByText('No mailing integrations yet.')).toBeVisible();
});

test('the built-in Podpie list is added from the same menu', async ({ page }) => {
  const account = await createVerifiedAccount(page.request, 'mailing-built-in');
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

test.describe('the built-in list', () => {
  test('a listener confirms from the mail, and only then the owner lists and exports them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await createVerifiedAccount(page.request, 'mailing-confirm');
    await openSignedIn(page, account, '/integrations');
    await page.getByRole('button', { name: 'Add new integration' }).click();
    await page.getByRole('menuitem', { name: /Podpie list/ }).click();
    await expect(toast(page, 'Success')).toContainText('Your Podpie list is ready.');
    const integrations = await page.request.get('/api/v1/mailing_integrations', {
      headers: account.headers,
    });
    const integrationId = ((await integrations.json()) as { data: Array<{ id: number }> }).data[0]
      ?.id;
    const lists = await page.request.get(
      `/api/v1/mailing_integrations/${integrationId}/mailing_lists`,
      { headers: account.headers },
    );
    const listId = ((await lists.json()) as { data: Array<{ id: string }> }).data[0]?.id;
    const project = await createProject(page.request, account);
    const synced = await page.request.post(`/api/v1/projects/${project.id}/pies/sync`, {
      headers: account.headers,
      data: [
        {
          id: -1,
          sort_order: 1,
          main_type: 'MAILING-LIST',
          title: 'Join our newsletter!',
          button_text: 'Click to Subscribe',
          success_message: 'Thanks for subscribing!',
          integration_id: integrationId,
          mailing_list_id: listId,
          campaign_tag: '',
        },
      ],
    });
    expect(synced.status(), await synced.text()).toBe(200);

    // A listener signs up on a phone and is asked to confirm.
    const listener = await page.context().browser()?.newContext({ viewport: PHONE });
    if (!listener) throw new Error('no browser');
    const visitor = await listener.newPage();
    const email = `confirming-${Date.now()}@example.com`;
    await visitor.goto(`/${project.slug}`);
    await visitor.getByLabel('Email address').fill(email);
    await visitor.getByRole('button', { name: 'Click to Subscribe' }).click();
    await expect(
      visitor.getByText('Almost done: please check your inbox and confirm your subscription.'),
    ).toBeVisible();

    // The mail holds the link, and a way out for the mail client's Unsubscribe button.
    const mail = await mailTo(email);
    expect(mail.raw).toMatch(/^List-Unsubscribe:/m);
    const link = /http\S+\/confirm\?\S+/.exec(mail.text)?.[0] ?? '';
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
    await visitor.getByRole('button', { name: 'Confirm' }).click();
    await expect(visitor.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
    await expect(visitor.getByText(`${email} is now on the mailing list.`)).toBeVisible();
    await listener.close();

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Subscribers (1)' }).click();
    const subscribers = page.getByRole('dialog');
    await expect(subscribers.getByText(email)).toBeVisible();
    await expect(subscribers.getByText('Subscribers: 1')).toBeVisible();
    await screenshotAtBothWidths(page, 'subscribers');
    const download = page.waitForEvent('download');
    await subscribers.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`subscribers-${project.slug}.csv`);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'email,subscribed_at,leave_url,confirmed_at,consent_at,consent_page,consent_text',
    );
    expect(row).toContain(`"${email}"`);
    expect(row).toContain(`/${project.slug}","Join our newsletter! | Click to Subscribe"`);
  });
});
