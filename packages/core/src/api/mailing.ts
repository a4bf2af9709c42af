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

/** A service as the Integrations page offers it: how to connect, or why it cannot be. */
export const mailingServiceEntrySchema = mailingServiceSchema.extend({
  kind: z.enum(['mailchimp', 'built_in']),
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

/** Connecting: Mailchimp sends the OAuth code and the state it was given; the built-in list none. */
export const connectMailingBody = z.strictObject({
  code: z.string().trim().min(1).max(512).optional(),
  state: z.string().trim().min(1).max(512).optional(),
});
export type ConnectMailing = z.output<typeof connectMailingBody>;

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
