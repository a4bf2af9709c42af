// Set-up the account-security tests share: the app for the test file, calls on the host passkeys
// are bound to, two-step codes turned on, and a passkey registered.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect } from 'vitest';
import { SoftwareAuthenticator } from '../modules/auth/testing/software-authenticator.ts';
import { type AuthHeaders, buildTestApp, type TestApp } from './helper.ts';

export const PASSKEY_ORIGIN = 'http://podpie.test';

/** The app of this test file, built in beforeAll and closed in afterAll. */
export function testAppOfFile(): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp());
  });
  afterAll(() => t.app.close());
  return t;
}

/** A call on podpie.test, the relying party the software authenticators answer. */
export const callOn =
  (t: TestApp) =>
  (
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT',
    url: string,
    headers: AuthHeaders | Record<string, string>,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'podpie.test', ...headers },
      ...(payload ? { payload } : {}),
    });

/** The authenticator app's code for `secret` at `now`. */
export const codeAt = (secret: string, now: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: now.getTime(),
  });

/** Turns two-step codes on for `headers`' account: its secret and recovery codes. */
export async function turnOnCodes(t: TestApp, headers: AuthHeaders) {
  const call = callOn(t);
  const started = await call('POST', '/api/auth/two_factor', headers);
  expect(started.statusCode).toBe(200);
  const { secret, otpauth_url: url } = started.json();
  expect(url).toContain('otpauth://totp/');
  const confirmed = await call('POST', '/api/auth/two_factor/confirm', headers, {
    code: codeAt(secret, t.clock.now()),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const codes: string[] = confirmed.json().recovery_codes;
  return { secret: secret as string, codes };
}

/** Registers a passkey of `authenticator` (a new one by default) on `headers`' account. */
export async function addPasskey(
  t: TestApp,
  headers: AuthHeaders,
  authenticator = new SoftwareAuthenticator(PASSKEY_ORIGIN, 'podpie.test'),
) {
  const call = callOn(t);
  const options = (await call('POST', '/api/auth/passkeys/options', headers)).json();
  expect(options.rp).toEqual({ name: 'Podpie', id: 'podpie.test' });
  expect(options.authenticatorSelection.residentKey).toBe('required');
  const added = await call('POST', '/api/auth/passkeys', headers, {
    response: authenticator.register(options),
  });
  return { added, authenticator };
}
