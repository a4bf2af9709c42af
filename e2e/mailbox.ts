import type { SunkMail } from '../apps/server/src/test/smtp-sink.ts';
import { E2E_MAILBOX_PORT } from './e2e-env.ts';

/**
 * The first mail to `to` that the journeys' SMTP sink received, waiting up to `timeoutMs`; with
 * `subject`, the first whose subject holds it (every new account is first sent a verification).
 */
export async function mailTo(to: string, timeoutMs = 10_000, subject = ''): Promise<SunkMail> {
  const asked = new URL(`http://127.0.0.1:${E2E_MAILBOX_PORT}/mail`);
  asked.searchParams.set('to', to);
  asked.searchParams.set('timeout', String(timeoutMs));
  asked.searchParams.set('subject', subject);
  const answer = await fetch(asked);
  if (!answer.ok) throw new Error(await answer.text());
  return (await answer.json()) as SunkMail;
}
