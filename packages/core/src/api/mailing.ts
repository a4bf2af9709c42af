import { z } from 'zod';
import {
  mailingIntegrationSchema,
  mailingListSchema,
  mailingServiceSchema,
} from '../entities/mailing.ts';

/** Mailchimp's id in every database (SPEC.md §7 posts its code to /v1/mailing_services/1/...). */
export const MAILCHIMP_SERVICE_ID = 1;
/** The list every built-in ("Podpie list") integration has: subscribers kept in our database. */
export const BUILT_IN_LIST_ID = 'podpie';

/** How a service connects: Mailchimp by OAuth, Kit, Beehiiv and MailerLite by a pasted API key. */
export const mailingKindSchema = z.enum(['mailchimp', 'kit', 'beehiiv', 'mailerlite', 'built_in']);
export type MailingKind = z.output<typeof mailingKindSchema>;
/** The services an owner connects by pasting an API key. */
const KEY_MAILING_KINDS = ['kit', 'beehiiv', 'mailerlite'] as const;
export type KeyMailingKind = (typeof KEY_MAILING_KINDS)[number];

/** A service as the Integrations page offers it: how to connect, or why it cannot be. */
export const mailingServiceEntrySchema = mailingServiceSchema.extend({
  kind: mailingKindSchema,
  /** False when this server has no Mailchimp client id: the entry says so instead of linking. */
  configured: z.boolean(),
  /** The provider's authorize address with a state tied to this session; null without OAuth. */
  authorize_url: z.string().nullable(),
});
export type MailingServiceEntry = z.output<typeof mailingServiceEntrySchema>;
export const mailingServicesAnswer = z.object({ data: z.array(mailingServiceEntrySchema) });

/** An integration row; `needs_reconnect` when the provider refused the stored token. */
export const mailingIntegrationRowSchema = mailingIntegrationSchema.extend({
  needs_reconnect: z.boolean(),
});
export type MailingIntegrationRow = z.output<typeof mailingIntegrationRowSchema>;
export const mailingIntegrationsAnswer = z.object({ data: z.array(mailingIntegrationRowSchema) });

export const mailingListsAnswer = z.object({ data: z.array(mailingListSchema) });

/**
 * Connecting: Mailchimp sends the OAuth code and the state it was given; Kit and MailerLite the
 * API key the owner pasted, Beehiiv also its publication id; the built-in list nothing.
 */
export const connectMailingBody = z.strictObject({
  code: z.string().trim().min(1).max(512).optional(),
  state: z.string().trim().min(1).max(512).optional(),
  api_key: z.string().trim().min(1).max(1024).optional(),
  publication_id: z.string().trim().min(1).max(128).optional(),
});
export type ConnectMailing = z.output<typeof connectMailingBody>;

/** One line of a mailing block's delivery log: what a provider answered about a sign-up. */
export const mailingDeliveryLineSchema = z.object({
  at: z.string(),
  email: z.string(),
  outcome: z.enum(['delivered', 'refused', 'retrying']),
  /** Why, as a stable word: invalid_email, unsubscribed, rate_limited, revoked, unavailable, other. */
  reason: z.string().nullable(),
  /** The provider's own words, for the owner. */
  detail: z.string(),
});
export type MailingDeliveryLine = z.output<typeof mailingDeliveryLineSchema>;
export const mailingDeliveryLogAnswer = z.object({ data: z.array(mailingDeliveryLineSchema) });

export const subscriberSchema = z.object({
  email: z.string(),
  created_at: z.string(),
});
export type Subscriber = z.output<typeof subscriberSchema>;
export const subscribersAnswer = z.object({
  /** Confirmed subscribers: the only ones listed and exported. */
  count: z.number().int(),
  /** Sign-ups still waiting for the listener to confirm by mail. */
  pending: z.number().int(),
  data: z.array(subscriberSchema),
});
