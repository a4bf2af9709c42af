import { describe, expect, it } from 'vitest';
import { type AuthHeaders, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/helper.ts';
import { addPasskey, callOn, testAppOfFile, turnOnCodes } from '../../test/owner-security.ts';
import type { SoftwareAuthenticator } from './testing/software-authenticator.ts';

// Issue 33: a passkey stands in for a code when turning two-step codes off, and for the current
// password when changing it. Its answer must be to a challenge handed to the signed-in account.

const t = testAppOfFile();
const call = callOn(t);
const NEW_PASSWORD = 'a-new-password-42';

const signInWith = (email: string, password: string, otpCode?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign_in',
    payload: { email, password, ...(otpCode ? { otp_code: otpCode } : {}) },
  });

/** An account with a passkey (held by the returned authenticator) and, if asked, codes on. */
async function ownerWithPasskey(codes = false) {
  const email = uniqueEmail('confirmer');
  const headers = await signUp(t.app, email);
  const { added, authenticator } = await addPasskey(t, headers);
  expect(added.statusCode, added.body).toBe(200);
  if (codes) await turnOnCodes(t, headers);
  return { email, headers, authenticator };
}

/** The authenticator's answer to a confirmation challenge handed to `headers`' account. */
async function confirmation(headers: AuthHeaders, authenticator: SoftwareAuthenticator) {
  const options = await call('POST', '/api/auth/passkey_confirmation/options', headers);
  expect(options.statusCode, options.body).toBe(200);
  return authenticator.signIn(options.json());
}

const changePassword = (headers: AuthHeaders, proof: object) =>
  call('PUT', '/api/auth/password', headers, {
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    ...proof,
  });

describe('a passkey confirming the signed-in owner', () => {
  it('turns two-step codes off in place of a code', async () => {
    const { email, headers, authenticator } = await ownerWithPasskey(true);
    const options = (await call('POST', '/api/auth/passkey_confirmation/options', headers)).json();
    // Only this account's passkey may answer.
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.id, type: 'public-key' }),
    ]);
    const off = await call('DELETE', '/api/auth/two_factor', headers, {
      passkey: authenticator.signIn(options),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('GET', '/api/auth/two_factor', headers)).json().enabled).toBe(false);
    expect((await signInWith(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password in place of the current one, signing out the other devices', async () => {
    const { email, headers, authenticator } = await ownerWithPasskey();
    const other = await signInWith(email, TEST_PASSWORD);
    const changed = await changePassword(headers, {
      passkey: await confirmation(headers, authenticator),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signInWith(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signInWith(email, TEST_PASSWORD)).statusCode).toBe(401);
    const otherHeaders = {
      'access-token': String(other.headers['access-token']),
      client: String(other.headers.client),
      uid: email,
    };
    expect((await call('GET', '/api/auth/validate_token', otherHeaders)).statusCode).toBe(401);
  });

  it("refuses a replayed answer, a sign-in challenge's answer and another account's passkey", async () => {
    const owner = await ownerWithPasskey(true);
    const stranger = await ownerWithPasskey();
    const refusedWith = async (passkey: object) => {
      const off = await call('DELETE', '/api/auth/two_factor', owner.headers, { passkey });
      expect(off.statusCode, off.body).toBe(422);
      expect(off.json().errors).toEqual(['The passkey could not be checked. Please try again.']);
      const password = await changePassword(owner.headers, { passkey });
      expect(password.statusCode).toBe(422);
    };

    // The stranger's passkey answering a challenge handed to the owner.
    await refusedWith(await confirmation(owner.headers, stranger.authenticator));
    // The owner's passkey answering a challenge handed to the stranger.
    await refusedWith(await confirmation(stranger.headers, owner.authenticator));
    // An answer to a sign-in challenge (any account's) is not a confirmation.
    const signInOptions = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/passkey_sign_in/options',
        headers: { host: 'podpie.test' },
      })
    ).json();
    await refusedWith(owner.authenticator.signIn(signInOptions));
    // Each answer works once.
    const answer = await confirmation(owner.headers, owner.authenticator);
    expect((await changePassword(owner.headers, { passkey: answer })).statusCode).toBe(200);
    await refusedWith(answer);

    // Nothing else changed: codes are still on, the owner still signed in.
    expect((await call('GET', '/api/auth/two_factor', owner.headers)).json().enabled).toBe(true);
    expect((await call('GET', '/api/auth/validate_token', owner.headers)).statusCode).toBe(200);
  });

  it('cannot be asked of an account without a passkey, and turning codes off needs some proof', async () => {
    const headers = await signUp(t.app);
    const options = await call('POST', '/api/auth/passkey_confirmation/options', headers);
    expect(options.statusCode).toBe(409);
    expect(options.json().errors).toEqual([
      'This account has no passkey yet. Add one under Account security first.',
    ]);
    expect((await call('DELETE', '/api/auth/two_factor', headers, {})).statusCode).toBe(422);
  });
});
