import { isLanguage, type Language, translate } from '@podpie/core';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { findUserByEmail } from './repository.ts';

/**
 * The language an owner reads their account's e-mails in. An account keeps no language of its
 * own; the page they last made is written in the one they chose for their listeners, so it is
 * the best guess there is. English when they have no page yet.
 */
export async function ownerLanguage(db: Queryable, userId: number): Promise<Language> {
  const [row] = await db
    .select({ language: projects.language })
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.created_at), desc(projects.id))
    .limit(1);
  return row && isLanguage(row.language) ? row.language : 'en';
}

function resetMail(lang: Language, to: string, link: string): Mail {
  return {
    to,
    subject: translate(lang, 'auth:mail.resetSubject'),
    text: translate(lang, 'auth:mail.resetBody', { link }),
  };
}

function verifyMail(lang: Language, to: string, link: string): Mail {
  return {
    to,
    subject: translate(lang, 'auth:mail.verifySubject'),
    text: translate(lang, 'auth:mail.verifyBody', { link, email: to }),
  };
}

/**
 * Mails a one-time link (a password reset or an address verification) in the owner's language.
 * Without an SMTP server the operator hands the link on (README, "Forgot password"), so it is
 * logged instead; a failed send is logged, never thrown at the request that asked for it.
 */
export async function mailOneTimeLink(
  deps: SecurityMailDeps,
  mail: { kind: 'reset' | 'verify'; userId: number; to: string; link: string },
): Promise<void> {
  if (!deps.mailer.configured) {
    deps.log.warn(
      {
        [mail.kind === 'reset' ? 'passwordResetFor' : 'verificationFor']: mail.to,
        link: mail.link,
      },
      `mail is not configured (SMTP_URL); ${mail.kind === 'reset' ? 'password reset' : 'address verification'} link for the operator to pass on`,
    );
    return;
  }
  const lang = await ownerLanguage(deps.db, mail.userId);
  const write = mail.kind === 'reset' ? resetMail : verifyMail;
  await deps.mailer.send(write(lang, mail.to, mail.link)).catch((error: unknown) => {
    deps.log.error({ err: error }, `could not send a ${mail.kind} e-mail`);
  });
}

/** Tells the old address that the account asked to move to `newEmail` (issue 33). */
export async function sendAddressChangeNotice(
  deps: SecurityMailDeps,
  userId: number,
  oldEmail: string,
  newEmail: string,
): Promise<void> {
  if (!deps.mailer.configured) return;
  const lang = await ownerLanguage(deps.db, userId);
  const vars = { email: newEmail, securityUrl: `${deps.publicUrl}/account-security` };
  await deps.mailer
    .send({
      to: oldEmail,
      subject: translate(lang, 'auth:mail.addressChangeSubject'),
      text: translate(lang, 'auth:mail.addressChangeBody', vars),
    })
    .catch((error: unknown) => {
      deps.log.error({ err: error }, 'could not tell the old address of an address change');
    });
}

export type SecurityMailDeps = {
  db: Queryable;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * Tells the owner of `email` that strangers failed to sign in to their account `failures` times
 * in a row of minutes. Nothing when the address has no account (guessers try those too) or when
 * no mail server is configured; a failed send is logged, never thrown at the sign-in.
 */
export async function sendBurstAlert(
  deps: SecurityMailDeps,
  email: string,
  failures: number,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  deps.log.warn({ userId: user.id, failures }, 'a burst of failed sign-ins to one account');
  if (!deps.mailer.configured) return;
  const lang = await ownerLanguage(deps.db, user.id);
  const vars = {
    email: user.email,
    count: failures,
    securityUrl: `${deps.publicUrl}/account-security`,
  };
  await deps.mailer
    .send({
      to: user.email,
      subject: translate(lang, 'auth:mail.burstSubject'),
      text: translate(lang, 'auth:mail.burstBody', vars),
    })
    .catch((error: unknown) => {
      deps.log.error({ err: error }, 'could not send a failed sign-ins alert');
    });
}
