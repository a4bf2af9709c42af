import { describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer.ts';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../test/helper.ts';
import { testAppOfFile } from '../../test/owner-security.ts';
import { requestEmailChange } from './email-verification.ts';
import type { Caller } from './owner-proof.ts';
import { AuthService, INVALID_CREDENTIALS } from './service.ts';
import { PER_ACCOUNT } from './sign-in-throttle.ts';

// Issue 33: a wrong current password when changing the e-mail address or the password is slowed
// exactly like a wrong sign-in guess (the same counts, per address and per account), and the
// owner's known device still gets through at once. Waits are recorded, never slept.

const t = testAppOfFile();

const CURRENT_WRONG = 'The current password is not correct.';
const NEW_PASSWORD = 'a-new-password-42';

/** An owner signed in through a service whose throttle records its waits instead of sleeping. */
async function ownerWithRecordedWaits() {
  const waits: number[] = [];
  const accounts = new AuthService(t.app.db, t.clock.now, {
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  const email = uniqueEmail('prover');
  await signUp(t.app, email);
  const session = await accounts.signIn({ email, password: TEST_PASSWORD }, '10.30.0.1');
  // No mail server: a right password would get as far as mailing the link, and fail there.
  const deps = {
    db: t.app.db,
    now: t.clock.now,
    mailer: createMailer({ smtpUrl: undefined, from: 'Podpie <help@podpie.test>' }),
    publicUrl: t.config.publicUrl,
    log: t.app.log,
    proofs: accounts.proofs,
  };
  const changeEmail = (currentPassword: string, caller: Caller) =>
    requestEmailChange(deps, session, { email: uniqueEmail('new'), currentPassword }, caller);
  const changePassword = (current: string, caller: Caller) =>
    accounts.changePassword(
      session,
      { password: NEW_PASSWORD, proof: { password: current } },
      caller,
    );
  return { waits, accounts, email, changeEmail, changePassword };
}

const stranger = (ip: string): Caller => ({ ip, knownDevice: false });

describe('a wrong current password', () => {
  it('waits like a wrong sign-in guess from that address, in the same counts, and is never refused', async () => {
    const { waits, accounts, email, changeEmail, changePassword } = await ownerWithRecordedWaits();
    const guesser = stranger('10.31.0.1');
    for (let guess = 0; guess < 4; guess += 1) {
      await expect(changeEmail(`guess-${guess}`, guesser)).rejects.toThrow(CURRENT_WRONG);
      await expect(changePassword(`guess-${guess}`, guesser)).rejects.toThrow(CURRENT_WRONG);
    }
    // Three free mistakes, then doubling waits: the sign-in's rule for one (account, address).
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000]);

    // A sign-in guess from there goes on from the same count.
    waits.length = 0;
    await expect(accounts.signIn({ email, password: 'guess' }, guesser.ip)).rejects.toThrow(
      INVALID_CREDENTIALS,
    );
    expect(waits).toEqual([10_000]);

    // The right password still gets through from there, after the capped wait...
    waits.length = 0;
    await expect(changePassword(TEST_PASSWORD, guesser)).resolves.toBeUndefined();
    expect(waits).toEqual([10_000]);
    // ...and another address is not slowed by that one address's guesses.
    waits.length = 0;
    await expect(changePassword(NEW_PASSWORD, stranger('10.31.0.2'))).resolves.toBeUndefined();
    expect(waits).toEqual([]);
  }, 60_000);

  it('from many addresses slows the account, but never the owner on a known device', async () => {
    const { waits, changeEmail, changePassword } = await ownerWithRecordedWaits();
    const addresses = PER_ACCOUNT.free + 2;
    for (let guess = 0; guess < addresses; guess += 1) {
      const caller = stranger(`10.32.${guess}.1`);
      const change = guess % 2 ? changeEmail : changePassword;
      await expect(change('guess', caller)).rejects.toThrow(CURRENT_WRONG);
    }
    // One guess per address: only the account's own count earns a wait.
    expect(waits).toEqual([PER_ACCOUNT.baseMs, PER_ACCOUNT.baseMs * 2]);

    // The owner's device that signed in before is not held up at all...
    waits.length = 0;
    const owner: Caller = { ip: '10.33.0.1', knownDevice: true };
    await expect(changeEmail('still a guess', owner)).rejects.toThrow(CURRENT_WRONG);
    await expect(changePassword(TEST_PASSWORD, owner)).resolves.toBeUndefined();
    expect(waits).toEqual([]);
    // ...while a device new to the account waits its turn.
    await expect(changePassword(NEW_PASSWORD, stranger('10.33.0.2'))).resolves.toBeUndefined();
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
  }, 60_000);
});
