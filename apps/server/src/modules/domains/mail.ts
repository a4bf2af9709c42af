import { type DomainReason, isLanguage, translate } from '@podpie/core';
import type { Mail } from '../../lib/mailer.ts';

export type DomainMailInput = {
  to: string;
  language: string;
  domain: string;
  title: string;
  settingsUrl: string;
  targetHost: string;
  event: { kind: 'active' } | { kind: 'failing'; reason: DomainReason };
};

/** The owner's e-mail when their domain starts serving the page, or stops pointing to it. */
export function domainMail(input: DomainMailInput): Mail {
  const lang = isLanguage(input.language) ? input.language : 'en';
  const vars = { domain: input.domain, title: input.title, settingsUrl: input.settingsUrl };
  if (input.event.kind === 'active') {
    return {
      to: input.to,
      subject: translate(lang, 'domains:mail.activeSubject', vars),
      text: translate(lang, 'domains:mail.activeBody', vars),
    };
  }
  const reason = translate(lang, `domains:reason.${input.event.reason}`, {
    target: input.targetHost,
    name: `_podpie.${input.domain}`,
  });
  return {
    to: input.to,
    subject: translate(lang, 'domains:mail.failingSubject', vars),
    text: translate(lang, 'domains:mail.failingBody', { ...vars, reason }),
  };
}
