import type { Language, Pie } from '@podpie/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { confirmationMail, confirmLink } from './confirmation.ts';
import { blockDelivery, queueDelivery } from './delivery.ts';
import { leaveLink } from './leave-link.ts';
import { type Consent, recordSignUp, type SignUpOutcome } from './sign-ups.ts';

export type SignUpDeps = {
  db: Database;
  mailer: Mailer;
  appSecret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Wakes the job runner when a delivery to a provider was queued. */
  wake: () => void;
  dailyCap?: number;
};

export type SignUp = {
  project: { id: number; slug: string };
  lang: Language;
  /** The form's title, as the list is called in the mail. */
  listName: string;
  form: Pick<Pie, 'id' | 'integration_id' | 'mailing_list_id' | 'campaign_tag'>;
  email: string;
  consent: Consent;
};

/** One line, as a mail subject needs it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 120);

/**
 * A listener signs up on a page. The address waits unconfirmed; then either the owner's Mailchimp
 * gets it as a pending member (Mailchimp mails the confirmation) or we mail the confirmation link
 * ourselves: for the built-in list, and for Kit, Beehiiv and MailerLite, which get the address
 * once the listener confirms (confirm-routes.ts). The mail is not awaited, so the answer is the
 * same whether or not the address was known.
 */
export async function takeSignUp(deps: SignUpDeps, signUp: SignUp): Promise<SignUpOutcome> {
  const { project, email } = signUp;
  const outcome = await recordSignUp(deps.db, project.id, email, signUp.consent, deps.dailyCap);
  if (outcome !== 'asked') return outcome;
  const toProvider = await blockDelivery(deps.db, project.id, signUp.form, email);
  // Mailchimp confirms new members itself (they are upserted `pending`): it gets them at once.
  if (toProvider?.integration.kind === 'mailchimp') {
    await queueDelivery(deps.db, toProvider.payload);
    deps.wake();
    return outcome;
  }
  const confirmUrl = confirmLink(
    deps.appSecret,
    deps.publicUrl,
    project,
    email,
    signUp.consent.at,
    toProvider ? signUp.form.id : undefined,
  );
  if (!deps.mailer.configured) {
    // No SMTP server: nobody can confirm; the operator sees why (README, "Mail").
    deps.log.warn(
      { projectId: project.id },
      'mail is not configured (SMTP_URL); a sign-up waits for a confirmation mail nobody sent',
    );
    return outcome;
  }
  const mail = confirmationMail({
    lang: signUp.lang,
    to: email,
    listName: oneLine(signUp.listName),
    pageUrl: signUp.consent.page,
    confirmUrl,
    leaveUrl: leaveLink(deps.appSecret, deps.publicUrl, project, email),
  });
  deps.mailer.send(mail).catch((error: unknown) => {
    deps.log.error({ err: error }, 'could not send a sign-up confirmation e-mail');
  });
  return outcome;
}
