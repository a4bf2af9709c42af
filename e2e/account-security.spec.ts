import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  addPasskey,
  addVirtualAuthenticator,
  codesOnThroughApi,
} from './account-security-steps.ts';
import {
  type Account,
  answerAddressStep,
  createAccount,
  openSignedIn,
  signInWithForm,
  toast,
} from './support.ts';

// Issue 33 in the browser: a passkey made by Chromium's virtual authenticator, two-step codes
// computed here with otpauth, and signing out another device.

const SHOTS = process.env.SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Opens the account security screen the way an owner does: from the sidebar. */
async function openSecurity(page: Page, account: Account) {
  await openSignedIn(page, account);
  await page.getByRole('menuitem', { name: 'Account security' }).click();
  await expect(page.getByRole('heading', { name: 'Account security', level: 1 })).toBeVisible();
}

test('an owner adds a passkey, names it, and signs in with it alone', async ({ page, request }) => {
  const account = await createAccount(request, 'passkey');
  await addVirtualAuthenticator(page);
  await openSecurity(page, account);
  await expect(page.getByRole('heading', { name: 'Account security', level: 1 })).toBeVisible();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();

  await addPasskey(page);
  const passkeys = page.getByRole('list', { name: 'Passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await passkeys.getByRole('button', { name: 'Rename' }).click();
  await passkeys.getByLabel('Name').fill('Work laptop');
  await passkeys.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys.getByText('Work laptop')).toBeVisible();
  await shoot(page, 'account-security');

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an owner turns on two-step codes and signs in with one', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, 'two-step');
  await openSecurity(page, account);
  const card = page.getByRole('region', { name: 'Two-step codes' });
  await card.getByRole('button', { name: 'Turn on' }).click();
  const secretText = (await card.getByTestId('two-step-secret').innerText()).trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secretText), digits: 6, period: 30 });
  await card.getByLabel('Code from the app').fill(totp.generate());
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Two-step codes are on.')).toBeVisible();
  const codes = card.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await shoot(page, 'two-step-recovery-codes');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('podpie-recovery-codes.txt');
  const firstCodes = await codes.allInnerTexts();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On. 10 recovery codes left.')).toBeVisible();

  // Lost the printout: a recovery code (or a current code) buys ten new ones, the old ones die.
  await card.getByLabel('Code from the app').fill(firstCodes[0] ?? '');
  await card.getByRole('button', { name: 'New recovery codes' }).click();
  await expect(codes).toHaveCount(10);
  const renewed = await codes.allInnerTexts();
  expect(renewed.some((code) => firstCodes.includes(code))).toBe(false);
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On. 10 recovery codes left.')).toBeVisible();
  await shoot(page, 'two-step-on');

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInWithForm(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Two-step code' })).toBeVisible();
  await shoot(page, 'signin-two-step');
  // Each code works once: the app's next code after the one that turned them on, as a phone
  // whose clock runs a step ahead shows it (the server allows one step of drift either way),
  // instead of waiting up to 30 s for the step to turn.
  const nextCode = totp.generate({ timestamp: Date.now() + totp.period * 1000 });
  await page.getByLabel('Code', { exact: true }).fill(nextCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // With codes on, a code may stand in for the current password when changing it.
  await page.goto('/change-password');
  const codeInstead = page.getByLabel('Or, instead of it, a code from your authenticator app');
  await expect(codeInstead).toBeVisible();
  await page.getByLabel('New password').fill('brand-new-password-7');
  await page.getByLabel('Verify password').fill('brand-new-password-7');
  await codeInstead.fill(renewed[1] ?? '');
  await shoot(page, 'change-password-with-code');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Password updated')).toBeVisible();
});

test('an owner with a passkey turns codes off and changes the password with it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, 'passkey-proof');
  await codesOnThroughApi(request, account);

  await addVirtualAuthenticator(page);
  await openSecurity(page, account);
  const card = page.getByRole('region', { name: 'Two-step codes' });
  // Without a passkey only a code turns them off.
  await expect(card.getByText('On. 10 recovery codes left.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Use a passkey instead' })).toHaveCount(0);
  await addPasskey(page);
  const usePasskey = card.getByRole('button', { name: 'Use a passkey instead' });
  await expect(usePasskey).toBeVisible();
  await shoot(page, 'two-step-off-with-passkey');
  await usePasskey.click();
  await expect(toast(page, 'Two-step codes are off.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Turn on' })).toBeVisible();

  // The passkey stands in for the current password too.
  await page.goto('/change-password');
  await page.getByLabel('New password').fill('brand-new-password-8');
  await page.getByLabel('Verify password').fill('brand-new-password-8');
  await shoot(page, 'change-password-with-passkey');
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(toast(page, 'Password updated')).toBeVisible();
  const signIn = await request.post('/api/auth/sign_in', {
    data: { email: account.email, password: 'brand-new-password-8' },
  });
  expect(signIn.status()).toBe(200);
});

test("the editor's Publish dialog asks an account with codes on for one, and publishes", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, 'draft-two-step');
  const { recoveryCodes } = await codesOnThroughApi(request, account);

  await page.goto('/quickstart-project');
  await page.getByRole('button', { name: 'Publish' }).click();
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await register.getByRole('button', { name: 'Sign in', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in to publish' });
  await signIn.getByLabel('Email', { exact: true }).fill(account.email);
  await signIn.getByLabel('Password', { exact: true }).fill(account.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The right password alone is not enough: the dialog asks for the code, draft kept.
  const code = signIn.getByLabel('Code', { exact: true });
  await expect(code).toBeVisible();
  await shoot(page, 'publish-sign-in-two-step');
  await code.fill('000000');
  await signIn.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Failed to Login')).toBeVisible();
  await code.fill(recoveryCodes[0] ?? '');
  await signIn.getByRole('button', { name: 'Verify' }).click();
  await answerAddressStep(page);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const listed = await request.get('/api/v1/projects', { headers: account.headers });
  expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(1);
});

test('an owner signs out another device, which is refused at once', async ({ page, request }) => {
  const account = await createAccount(request, 'devices');
  const phone = await request.post('/api/auth/sign_in', {
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    },
    data: { email: account.email, password: account.password },
  });
  expect(phone.status()).toBe(200);
  const phoneHeaders = {
    'access-token': phone.headers()['access-token'] ?? '',
    client: phone.headers().client ?? '',
    uid: phone.headers().uid ?? '',
  };
  await openSecurity(page, account);
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toBeVisible();
  await devices.getByRole('button', { name: 'Sign out: Safari 17, iOS 17' }).click();
  await expect(toast(page, 'The device was signed out.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  const refused = await request.get('/api/auth/validate_token', { headers: phoneHeaders });
  expect(refused.status()).toBe(401);
});
