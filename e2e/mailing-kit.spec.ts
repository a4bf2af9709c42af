/**
 * Kit end to end against a fake Kit on 127.0.0.1: the owner pastes a wrong API key (told so,
 * nothing stored), then the right one on /integrations; adds a MAILING-LIST block on one of the
 * account's forms with a tag and publishes; a listener signs up on the page, confirms from our
 * mail, and turns up at Kit on that form with the tag.
 */
import { expect, type Page, test } from '@playwright/test';
import { FAKE_KIT_FORMS, FAKE_KIT_KEY } from '../apps/server/src/test/fake-mail-providers.ts';
import { FAKE_MAIL_PROVIDERS_URL } from './fakes/mail-providers-config.ts';
import { mailTo } from './mailbox.ts';
import {
  answerAddressStep,
  createVerifiedAccount,
  openSignedIn,
  screenshotAtBothWidths,
  toast,
} from './support.ts';

const PHONE = { width: 390, height: 844 };
const LISTENER = `kit-listener-${Date.now()}@example.com`;
const TAG = 'kit-journey';

type FakeSubscriber = { provider: string; email: string; lists: string[]; tags: string[] };

async function kitSubscribers(page: Page): Promise<FakeSubscriber[]> {
  const answer = await page.request.get(`${FAKE_MAIL_PROVIDERS_URL}/__fake/subscribers`);
  return ((await answer.json()) as { subscribers: FakeSubscriber[] }).subscribers.filter(
    (s) => s.provider === 'kit',
  );
}

test('an owner connects Kit with a key and a listener subscribes from the published page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await createVerifiedAccount(page.request, 'kit');
  await openSignedIn(page, account, '/integrations');

  await page.getByRole('button', { name: 'Add new integration' }).click();
  await page.getByRole('menuitem', { name: /Kit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Kit' });
  await expect(dialog).toBeVisible();
  // A wrong key is refused in place; nothing is connected.
  await dialog.getByLabel('API key').fill('kit_not-my-key');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'The mailing service did not accept this API key or publication.',
  );
  await screenshotAtBothWidths(page, 'integrations-kit-key-refused');
  await dialog.getByLabel('API key').fill(FAKE_KIT_KEY);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(toast(page, 'Success')).toContainText('The mailing service is connected.');
  await expect(dialog).toBeHidden();
  const row = page.locator('.integration-row').filter({ hasText: 'ann@pietalk.example' });
  await expect(row).toContainText('Kit');

  // The block's modal lists the Kit account's forms; pick the second, add a tag, publish.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Add Block' }).click();
  await page.getByRole('menuitem', { name: 'Mailing list' }).click();
  const modal = page.getByRole('dialog');
  // The only connected account is chosen by default, with its first form.
  await expect(modal.getByText('Kit (ann@pietalk.example)')).toBeVisible();
  await expect(modal.getByText(FAKE_KIT_FORMS[0].name)).toBeVisible();
  await modal.getByRole('combobox', { name: 'Mailing list', exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: FAKE_KIT_FORMS[1].name }).click();
  await modal.getByRole('textbox', { name: 'Campaign tag' }).fill(TAG);
  await screenshotAtBothWidths(page, 'mailing-block-kit-forms');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Publish' }).click();
  await answerAddressStep(page, 'skip');
  await expect(page.getByText('Project created successfully.')).toBeVisible();
  const link = page.getByRole('link', { name: /^https?:\/\/[^/\s]+\/[A-Za-z0-9]+$/ });
  const slugPath = new URL((await link.textContent()) ?? '').pathname;

  // A listener signs up on a phone, then confirms from the mail; only then does Kit get them.
  const listener = await page.context().browser()?.newContext({ viewport: PHONE });
  if (!listener) throw new Error('no browser');
  const visitor = await listener.newPage();
  await visitor.goto(slugPath);
  await visitor.getByLabel('Email address').fill(LISTENER);
  await visitor.getByRole('button', { name: 'Click to Subscribe' }).click();
  await expect(
    visitor.getByText('Almost done: please check your inbox and confirm your subscription.'),
  ).toBeVisible();
  expect(await kitSubscribers(page)).not.toContainEqual(
    expect.objectContaining({ email: LISTENER }),
  );
  const mail = await mailTo(LISTENER);
  const confirmUrl = new URL(/https?:\/\/\S+\/confirm\?\S+/.exec(mail.text)?.[0] ?? '');
  await visitor.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
  await visitor.getByRole('button', { name: 'Confirm' }).click();
  await expect(visitor.getByText(`${LISTENER} is now on the mailing list.`)).toBeVisible();
  await listener.close();

  expect((await kitSubscribers(page)).filter((s) => s.email === LISTENER)).toEqual([
    { provider: 'kit', email: LISTENER, lists: [String(FAKE_KIT_FORMS[1].id)], tags: [TAG] },
  ]);

  // The owner reads the delivery in the block's log, in the editor.
  await page
    .locator('.pp-editor')
    .getByText('Join our newsletter!', { exact: true })
    .first()
    .click();
  const log = page.getByRole('dialog').getByRole('region', { name: 'Delivery log' });
  await expect(log).toContainText(LISTENER);
  await expect(log).toContainText('delivered');
  await screenshotAtBothWidths(page, 'mailing-block-delivery-log');
});
