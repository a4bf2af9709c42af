import type { KeyMailingKind, MailingKind } from '@podpie/core';
import type { OutboundClient } from '../../../lib/outbound.ts';
import type { MailchimpConfig } from '../config.ts';
import { type MailchimpClient, mailchimpClient, mailchimpListProvider } from '../mailchimp.ts';
import { beehiivProvider } from './beehiiv.ts';
import { kitProvider } from './kit.ts';
import { mailerLiteProvider } from './mailerlite.ts';
import type { KeyProvider, ListProvider } from './provider.ts';

/** Every connected provider by kind, built once per app from the config's base addresses. */
export type MailingProviders = {
  mailchimp: MailchimpClient;
  byKind: Record<Exclude<MailingKind, 'built_in'>, ListProvider>;
  keyed: Record<KeyMailingKind, KeyProvider>;
};

export function mailingProviders(
  outbound: OutboundClient,
  config: MailchimpConfig,
): MailingProviders {
  const mailchimp = mailchimpClient(outbound, config);
  const keyed = {
    kit: kitProvider(outbound, config.kitUrl),
    beehiiv: beehiivProvider(outbound, config.beehiivUrl),
    mailerlite: mailerLiteProvider(outbound, config.mailerLiteUrl),
  };
  return { mailchimp, keyed, byKind: { mailchimp: mailchimpListProvider(mailchimp), ...keyed } };
}

/**
 * A service's kind from its catalogue row: the seeded image name is its stable key (ids differ
 * between databases, except Mailchimp's, which SPEC.md fixes at 1).
 */
export function kindOfService(service: { id: number; image_name: string | null }): MailingKind {
  if (service.id === 1 || service.image_name === 'mailchimp') return 'mailchimp';
  if (
    service.image_name === 'kit' ||
    service.image_name === 'beehiiv' ||
    service.image_name === 'mailerlite'
  ) {
    return service.image_name;
  }
  return 'built_in';
}
