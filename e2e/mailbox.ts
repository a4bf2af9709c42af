import type { SunkMail } from '../apps/server/src/test/smtp-sink.ts';
import { E2E_MAILBOX_PORT } from './e2e-env.ts';

/** The first mail to `to` that the journeys' SMTP sink received, waiting up to `timeoutMs`. */
export async function mailTo(to: string, timeoutMs = 10_000): Promise<SunkMail> {
  const asked = new URL(`http://127.0.0.1:${E2E_MAILBOX_PORT}/mail`);
  asked.searchParams.set('to', to);
  asked.searchParams.set('timeout', String(timeoutMs));
  const answer = await fetch(asked);
  if (!answer.ok) throw new Error(await answer.text());
  return (await answer.json()) as SunkMail;
}
