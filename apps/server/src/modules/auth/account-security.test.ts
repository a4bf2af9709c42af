import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { twoFactorSecrets } from '../../db/schema.ts';
import { freshDatabase } from '../../test/database.ts';
import {
  type AuthHeaders,
  authHeadersOf,
  signIn,
  signUp,
  TEST_PASSWORD,
  testConfig,
  uniqueEmail,
} from '../../test/helper.ts';
import {
  addPasskey,
  callOn,
  codeAt,
  testAppOfFile,
  turnOnCodes,
} from '../../test/owner-security.ts';
import { SoftwareAuthenticator } from './testing/software-authenticator.ts';

const t = testAppOfFile();
const call = callOn(t);

const passwordSignIn = (email: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign_in',
    payload: { email, password: TEST_PASSWORD, ...extra },
  });

/** An account with two-step codes on: its headers, secret and recovery codes. */
async function accountWithCodes() {
  const email = uniqueEmail();
  const headers = await signUp(t.app, email);
  return { email, headers, ...(await turnOnCodes(t, headers)) };
}

describe('two-step codes', () => {
  it('are not asked until a first code confirms them, and a wrong first code keeps them off', async () => {
    const email = uniqueEmail();
    const headers = await signUp(t.app, email);
    await call('POST', '/api/auth/two_factor', headers);
    const wrong = await call('POST', '/api/auth/two_factor/confirm', headers, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual(['This code is not right. Please try again.']);
    expect((await passwordSignIn(email)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/two_factor', headers)).json()).toEqual({
      enabled: false,
      recovery_codes_left: 0,
    });
  });

  it('ask a password sign-in for a code, and let it in with the current one, once', async () => {
    const { email, secret, codes, headers } = await accountWithCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await call('GET', '/api/auth/two_factor', headers)).json()).toEqual({
      enabled: true,
      recovery_codes_left: 10,
    });

    const asked = await passwordSignIn(email);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({
      code: 'two_factor_required',
      errors: ['Please enter the code from your authenticator app.'],
    });
    expect(asked.headers['access-token']).toBeUndefined();

    const wrong = await passwordSignIn(email, { otp_code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'two_factor_required' });

    // A later time step than the one that confirmed the codes.
    t.clock.advance(30_000);
    const code = codeAt(secret, t.clock.now());
    const accepted = await passwordSignIn(email, { otp_code: code });
    expect(accepted.statusCode).toBe(200);
    expect(authHeadersOf(accepted)['access-token']).toBeTruthy();
    // The same code seen over a shoulder does not open a second session.
    expect((await passwordSignIn(email, { otp_code: code })).statusCode).toBe(401);
    // A wrong password with the right code is refused like any wrong password.
    t.clock.advance(30_000);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email, password: 'not the password', otp_code: codeAt(secret, t.clock.now()) },
    });
    expect(wrongPassword.json().code).toBe('unauthorized');
  });

  it('take each recovery code once, however it is typed', async () => {
    const { email, codes, headers } = await accountWithCodes();
    const [first = '', second = ''] = codes;
    expect((await passwordSignIn(email, { otp_code: first })).statusCode).toBe(200);
    expect((await passwordSignIn(email, { otp_code: first })).statusCode).toBe(401);
    const typed = ` ${second.toUpperCase().replace('-', ' ')} `;
    expect((await passwordSignIn(email, { otp_code: typed })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/two_factor', headers)).json().recovery_codes_left).toBe(8);
  });

  it('renew the recovery codes with a current code: the old ones stop working', async () => {
    const { email, secret, codes, headers } = await accountWithCodes();
    const [spent = '', kept = ''] = codes;
    expect((await passwordSignIn(email, { otp_code: spent })).statusCode).toBe(200);
    const refused = await call('POST', '/api/auth/two_factor/recovery_codes', headers, {
      code: '000000',
    });
    expect(refused.statusCode).toBe(422);
    expect((await call('GET', '/api/auth/two_factor', headers)).json().recovery_codes_left).toBe(9);

    t.clock.advance(30_000);
    const renewed = await call('POST', '/api/auth/two_factor/recovery_codes', headers, {
      code: codeAt(secret, t.clock.now()),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string[] = renewed.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(kept);
    expect((await call('GET', '/api/auth/two_factor', headers)).json().recovery_codes_left).toBe(
      10,
    );
    expect((await passwordSignIn(email, { otp_code: kept })).statusCode).toBe(401);
    expect((await passwordSignIn(email, { otp_code: fresh[0] })).statusCode).toBe(200);
  });

  it('cannot renew recovery codes of an account without codes', async () => {
    const headers = await signUp(t.app, uniqueEmail());
    const refused = await call('POST', '/api/auth/two_factor/recovery_codes', headers, {
      code: '123456',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().recovery_codes).toBeUndefined();
  });

  it('stand in for the current password when changing it, and a wrong one changes nothing', async () => {
    const { email, codes, headers } = await accountWithCodes();
    const change = (extra: object) =>
      call('PUT', '/api/auth/password', headers, {
        password: 'a-new-password-42',
        password_confirmation: 'a-new-password-42',
        ...extra,
      });
    const wrong = await change({ otp_code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual(['This code is not right. Please try again.']);
    expect((await passwordSignIn(email, { otp_code: codes[0] })).statusCode).toBe(200);

    const changed = await change({ otp_code: codes[1] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await passwordSignIn(email, { otp_code: codes[2] })).statusCode).toBe(401);
    const withNew = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email, password: 'a-new-password-42', otp_code: codes[3] },
    });
    expect(withNew.statusCode).toBe(200);
  });

  it('cannot stand in for the password of an account without codes', async () => {
    const email = uniqueEmail();
    const headers = await signUp(t.app, email);
    const refused = await call('PUT', '/api/auth/password', headers, {
      password: 'a-new-password-42',
      password_confirmation: 'a-new-password-42',
      otp_code: '123456',
    });
    expect(refused.statusCode).toBe(422);
    expect((await passwordSignIn(email)).statusCode).toBe(200);
  });

  it('are turned off only with a current code, and stored sealed', async () => {
    const { email, secret, headers } = await accountWithCodes();
    const refused = await call('DELETE', '/api/auth/two_factor', headers, { code: '999999' });
    expect(refused.statusCode).toBe(422);
    const stored = await t.app.db.select().from(twoFactorSecrets);
    expect(JSON.stringify(stored)).not.toContain(secret);
    t.clock.advance(30_000);
    const off = await call('DELETE', '/api/auth/two_factor', headers, {
      code: codeAt(secret, t.clock.now()),
    });
    expect(off.statusCode).toBe(200);
    expect((await passwordSignIn(email)).statusCode).toBe(200);
  });

  it('cannot be started twice while on', async () => {
    const { headers } = await accountWithCodes();
    expect((await call('POST', '/api/auth/two_factor', headers)).statusCode).toBe(409);
  });
});

describe('devices', () => {
  const PHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

  it('are listed with what the user agent says, this one marked', async () => {
    const email = uniqueEmail();
    const laptop = await signUp(t.app, email);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      headers: { 'user-agent': PHONE },
      payload: { email, password: TEST_PASSWORD },
    });
    const listed = await call('GET', '/api/auth/sessions', authHeadersOf(phone));
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json();
    expect(sessions).toHaveLength(2);
    expect(sessions).toContainEqual(
      expect.objectContaining({
        client: 'phone',
        browser: 'Safari 17',
        system: 'iOS 17',
        current: true,
      }),
    );
    expect(sessions.filter((device: { current: boolean }) => !device.current)).toHaveLength(1);
    expect((await call('GET', '/api/auth/sessions', laptop)).json().sessions).toHaveLength(2);
  });

  it('signed out by another answer 401 at once, on every process', async () => {
    const email = uniqueEmail();
    const shared = await freshDatabase();
    const config = testConfig();
    const first = await buildApp(config, {
      database: { ...shared, close: async () => {} },
      soleProcess: false,
    });
    const second = await buildApp(config, { database: shared, soleProcess: false });
    try {
      const keep = await signUp(first, email);
      const lost = await signIn(first, email);
      const validate = (app: typeof first, headers: AuthHeaders) =>
        app.inject({ method: 'GET', url: '/api/auth/validate_token', headers });
      expect((await validate(second, lost)).statusCode).toBe(200);
      const { sessions } = (
        await first.inject({ method: 'GET', url: '/api/auth/sessions', headers: keep })
      ).json();
      const other = sessions.find((device: { current: boolean }) => !device.current);
      const revoked = await first.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${other.id}`,
        headers: keep,
      });
      expect(revoked.statusCode).toBe(200);
      expect((await validate(second, lost)).statusCode).toBe(401);
      expect((await validate(first, lost)).statusCode).toBe(401);
      expect((await validate(second, keep)).statusCode).toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("of another account are not found, and 'everywhere else' keeps this one", async () => {
    const email = uniqueEmail();
    const mine = await signUp(t.app, email);
    const others = [await signIn(t.app, email), await signIn(t.app, email)];
    const stranger = await signUp(t.app);
    const { sessions } = (await call('GET', '/api/auth/sessions', mine)).json();
    const notMine = await call('DELETE', `/api/auth/sessions/${sessions[0].id}`, stranger);
    expect(notMine.statusCode).toBe(404);
    const everywhere = await call('DELETE', '/api/auth/sessions', mine);
    expect(everywhere.json()).toEqual({ success: true, signed_out: 2 });
    for (const headers of others) {
      expect((await call('GET', '/api/auth/validate_token', headers)).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/auth/validate_token', mine)).statusCode).toBe(200);
  });

  it('are signed out, all but this one, by a password change', async () => {
    const email = uniqueEmail();
    const mine = await signUp(t.app, email);
    const other = await signIn(t.app, email);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: mine,
      payload: {
        current_password: TEST_PASSWORD,
        password: 'a new long password',
        password_confirmation: 'a new long password',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/sessions', mine)).json().sessions).toHaveLength(1);
    expect((await call('GET', '/api/auth/validate_token', other)).statusCode).toBe(401);
  });
});

describe('passkeys', () => {
  async function passkeySignIn(authenticator: SoftwareAuthenticator) {
    const options = (await call('POST', '/api/auth/passkey_sign_in/options', {})).json();
    return call(
      'POST',
      '/api/auth/passkey_sign_in',
      {},
      { response: authenticator.signIn(options) },
    );
  }

  it('is added, named, and signs in without a password or a code', async () => {
    const { email, headers } = await accountWithCodes();
    const { added, authenticator } = await addPasskey(t, headers);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ name: 'Passkey', last_used_at: null });
    const renamed = await call('PATCH', `/api/auth/passkeys/${added.json().id}`, headers, {
      name: 'My phone',
    });
    expect(renamed.json().name).toBe('My phone');

    const signedIn = await passkeySignIn(authenticator);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.email).toBe(email);
    const fresh = authHeadersOf(signedIn);
    expect((await call('GET', '/api/auth/validate_token', fresh)).statusCode).toBe(200);
    const [listed] = (await call('GET', '/api/auth/passkeys', headers)).json().passkeys;
    expect(listed.last_used_at).not.toBeNull();
  });

  it('refuses an answer to a used challenge, from another site, or of a removed passkey', async () => {
    const headers = await signUp(t.app);
    const { added: addedResponse, authenticator } = await addPasskey(t, headers);
    const added = addedResponse.json();

    const options = (await call('POST', '/api/auth/passkey_sign_in/options', {})).json();
    const answer = authenticator.signIn(options);
    expect(
      (await call('POST', '/api/auth/passkey_sign_in', {}, { response: answer })).statusCode,
    ).toBe(200);
    const replayed = await call('POST', '/api/auth/passkey_sign_in', {}, { response: answer });
    expect(replayed.statusCode).toBe(401);

    const phishing = new SoftwareAuthenticator('http://evil.test', 'podpie.test');
    const phishingOptions = (await call('POST', '/api/auth/passkeys/options', headers)).json();
    const refused = await call('POST', '/api/auth/passkeys', headers, {
      response: phishing.register(phishingOptions),
    });
    expect(refused.statusCode).toBe(422);

    expect((await call('DELETE', `/api/auth/passkeys/${added.id}`, headers)).statusCode).toBe(200);
    const gone = await passkeySignIn(authenticator);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().errors).toEqual([
      'This passkey is not known here. Please sign in with your password.',
    ]);
  });

  it('of another account cannot be renamed or removed', async () => {
    const owner = await signUp(t.app);
    const added = (await addPasskey(t, owner)).added.json();
    const stranger = await signUp(t.app);
    const rename = await call('PATCH', `/api/auth/passkeys/${added.id}`, stranger, { name: 'x' });
    expect(rename.statusCode).toBe(404);
    expect((await call('DELETE', `/api/auth/passkeys/${added.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/auth/passkeys', owner)).json().passkeys).toHaveLength(1);
  });
});
