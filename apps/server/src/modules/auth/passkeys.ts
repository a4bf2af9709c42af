// Passkeys (WebAuthn) through @simplewebauthn/server: only public keys are stored. Challenges live
// in the database, used once and for five minutes, so the answer may reach any server process.
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
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passkeys, users, webauthnChallenges } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccountRow, Session } from './sessions.ts';

const RP_NAME = 'Podpie';
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
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
    const held = await this.db
      .select({ id: passkeys.credentialId, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userId, session.user.id));
    if (held.length >= MAX_PASSKEYS) throw AppError.keyed('conflict', 'app:security.passkeyLimit');
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpID,
      userName: session.user.email,
      // The user handle names no person: the account's number.
      userID: new TextEncoder().encode(String(session.user.id)),
      attestationType: 'none',
      excludeCredentials: held.map((row) => ({
        id: row.id,
        transports: row.transports as AuthenticatorTransportFuture[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.saveChallenge(options.challenge, session.user.id, 'register');
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
        expectedChallenge: (challenge) => this.takeChallenge(challenge, userId, 'register'),
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
    await this.saveChallenge(options.challenge, null, 'sign_in');
    return options;
  }

  /** The account whose passkey answered signInOptions, or a 401. */
  async verifySignIn(rp: RelyingParty, response: unknown): Promise<AccountRow> {
    const answer = response as AuthenticationResponseJSON;
    const [found] = await this.db
      .select({ passkey: passkeys, user: users })
      .from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId))
      .where(eq(passkeys.credentialId, String(answer.id)))
      .limit(1);
    if (!found) throw AppError.keyed('unauthorized', 'app:security.passkeyUnknown');
    const { passkey, user } = found;
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: (challenge) => this.takeChallenge(challenge, null, 'sign_in'),
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
      throw AppError.keyed('unauthorized', 'app:security.passkeyFailed');
    }
    if (!verification.verified) throw AppError.keyed('unauthorized', 'app:security.passkeyFailed');
    await this.db
      .update(passkeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: this.now() })
      .where(eq(passkeys.id, passkey.id));
    return user;
  }

  private async saveChallenge(
    challenge: string,
    userId: number | null,
    purpose: 'register' | 'sign_in',
  ): Promise<void> {
    const now = this.now();
    await this.db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
    await this.db.insert(webauthnChallenges).values({
      challenge,
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    });
  }

  /** True once for a challenge handed out to this account (or to anyone, for sign-in). */
  private async takeChallenge(
    challenge: string,
    userId: number | null,
    purpose: 'register' | 'sign_in',
  ): Promise<boolean> {
    const taken = await this.db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          userId === null
            ? isNull(webauthnChallenges.userId)
            : eq(webauthnChallenges.userId, userId),
          gt(webauthnChallenges.expiresAt, this.now()),
        ),
      )
      .returning({ challenge: webauthnChallenges.challenge });
    return taken.length > 0;
  }
}
