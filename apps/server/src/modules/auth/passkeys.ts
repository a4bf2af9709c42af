// Passkeys (WebAuthn) through @simplewebauthn/server: only public keys are stored. Challenges are
// kept by webauthn-challenges.ts.
// The relying party is the host the browser is on (from the request), so the product works under
// its public address, under localhost and behind a custom domain alike.
import type { Passkey } from '@podpie/core';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passkeys, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccountRow, Session } from './sessions.ts';
import { saveChallenge, takeChallenge } from './webauthn-challenges.ts';

const RP_NAME = 'Podpie';
const MAX_PASSKEYS = 20;

/** Where the browser is: the origin its WebAuthn answers must name, and the RP ID. */
export type RelyingParty = { origin: string; rpID: string };

type PasskeyRow = typeof passkeys.$inferSelect;

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const failed = () => AppError.keyed('validation_failed', 'app:security.passkeyFailed');

export class Passkeys {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async list(userId: number): Promise<Passkey[]> {
    const rows = await this.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.id));
    return rows.map(toPasskey);
  }

  /** Options for navigator.credentials.create: a discoverable credential, not one held already. */
  async registrationOptions(
    session: Session,
    rp: RelyingParty,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const held = await this.heldCredentials(session.user.id);
    if (held.length >= MAX_PASSKEYS) throw AppError.keyed('conflict', 'app:security.passkeyLimit');
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpID,
      userName: session.user.email,
      // The user handle names no person: the account's number.
      userID: new TextEncoder().encode(String(session.user.id)),
      attestationType: 'none',
      excludeCredentials: held,
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await saveChallenge(this.db, this.now(), options.challenge, session.user.id, 'register');
    return options;
  }

  /** Checks the browser's answer to registrationOptions and keeps the new passkey. */
  async add(
    session: Session,
    rp: RelyingParty,
    body: { name?: string | undefined; response: unknown },
    defaultName: string,
  ): Promise<Passkey> {
    const userId = session.user.id;
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        // The library checks every field of the answer and throws on a malformed one.
        response: body.response as RegistrationResponseJSON,
        expectedChallenge: (challenge) =>
          takeChallenge(this.db, this.now(), challenge, userId, 'register'),
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: false,
      });
    } catch {
      throw failed();
    }
    if (!verification.verified) throw failed();
    const { credential } = verification.registrationInfo;
    const [row] = await this.db
      .insert(passkeys)
      .values({
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name ?? defaultName,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw AppError.keyed('conflict', 'app:security.passkeyTaken');
    return toPasskey(row);
  }

  async rename(userId: number, id: number, name: string): Promise<Passkey | null> {
    const [row] = await this.db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning();
    return row ? toPasskey(row) : null;
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const gone = await this.db
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    return gone.length > 0;
  }

  /** Options for navigator.credentials.get with any passkey of this site (discoverable). */
  async signInOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      userVerification: 'preferred',
    });
    await saveChallenge(this.db, this.now(), options.challenge, null, 'sign_in');
    return options;
  }

  /** The account whose passkey answered signInOptions, or a 401. */
  async verifySignIn(rp: RelyingParty, response: unknown): Promise<AccountRow> {
    const checked = await this.verifyAssertion(rp, response, null);
    if (checked === 'unknown') throw AppError.keyed('unauthorized', 'app:security.passkeyUnknown');
    if (checked === 'failed') throw AppError.keyed('unauthorized', 'app:security.passkeyFailed');
    return checked;
  }

  /**
   * Options for navigator.credentials.get that only this account's passkeys may answer: the
   * signed-in owner proves it is them (turning two-step codes off, choosing a new password).
   */
  async confirmOptions(
    userId: number,
    rp: RelyingParty,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const held = await this.heldCredentials(userId);
    if (held.length === 0) throw AppError.keyed('conflict', 'app:security.noPasskeys');
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      userVerification: 'preferred',
      allowCredentials: held,
    });
    await saveChallenge(this.db, this.now(), options.challenge, userId, 'confirm');
    return options;
  }

  /** Whether `response` answers confirmOptions of this account with one of its own passkeys. */
  async confirm(userId: number, rp: RelyingParty, response: unknown): Promise<boolean> {
    const checked = await this.verifyAssertion(rp, response, userId);
    return typeof checked !== 'string' && checked.id === userId;
  }

  /** The credentials this account holds, as WebAuthn options name them (to exclude or allow). */
  private async heldCredentials(
    userId: number,
  ): Promise<{ id: string; transports: AuthenticatorTransportFuture[] }[]> {
    const rows = await this.db
      .select({ id: passkeys.credentialId, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userId, userId));
    return rows.map((row) => ({
      id: row.id,
      transports: row.transports as AuthenticatorTransportFuture[],
    }));
  }

  /**
   * Checks a navigator.credentials.get answer: a sign-in's (`owner` null: any account's passkey,
   * to a sign-in challenge) or a confirmation's (only `owner`'s passkeys, to a challenge handed
   * to `owner`). Answers the passkey's account, and moves its counter on.
   */
  private async verifyAssertion(
    rp: RelyingParty,
    response: unknown,
    owner: number | null,
  ): Promise<AccountRow | 'unknown' | 'failed'> {
    const answer = response as AuthenticationResponseJSON;
    const [found] = await this.db
      .select({ passkey: passkeys, user: users })
      .from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId))
      .where(
        and(
          eq(passkeys.credentialId, String(answer.id)),
          owner === null ? undefined : eq(passkeys.userId, owner),
        ),
      )
      .limit(1);
    if (!found) return 'unknown';
    const { passkey, user } = found;
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: (challenge) =>
          takeChallenge(
            this.db,
            this.now(),
            challenge,
            owner,
            owner === null ? 'sign_in' : 'confirm',
          ),
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransportFuture[],
        },
        requireUserVerification: false,
      });
    } catch {
      return 'failed';
    }
    if (!verification.verified) return 'failed';
    await this.db
      .update(passkeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: this.now() })
      .where(eq(passkeys.id, passkey.id));
    return user;
  }
}
