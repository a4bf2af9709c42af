// Steps the account-security journeys share: a passkey made by Chromium's virtual authenticator,
// and two-step codes turned on through the API.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { type Account, toast } from './support.ts';

/** A platform authenticator holding discoverable passkeys, as a phone or a laptop has. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Adds a passkey from the open account security screen. */
export async function addPasskey(page: Page) {
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(toast(page, 'Passkey added.')).toBeVisible();
}

/** Turns two-step codes on for `account` through the API: its authenticator app and codes. */
export async function codesOnThroughApi(request: APIRequestContext, account: Account) {
  const started = await request.post('/api/auth/two_factor', { headers: account.headers });
  const { secret } = (await started.json()) as { secret: string };
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const confirmed = await request.post('/api/auth/two_factor/confirm', {
    headers: account.headers,
    data: { code: totp.generate() },
  });
  expect(confirmed.status()).toBe(200);
  const { recovery_codes: recoveryCodes } = (await confirmed.json()) as {
    recovery_codes: string[];
  };
  return { totp, recoveryCodes };
}
