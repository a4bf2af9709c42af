import { z } from 'zod';

// The contract of /v1/tokens and /v1/projects/:id/webhooks: personal API tokens for scripts, and
// signed webhooks that tell an owner's other tools what happened.

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** POST /v1/tokens */
export const createApiTokenBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Please give the token a name.' })
    .max(80, { error: 'A token name has at most 80 characters.' })
    .describe('What the token is for, e.g. "Zapier"'),
  scope: z
    .enum(API_TOKEN_SCOPES, { error: 'The scope is read or write.' })
    .describe('read: GET calls only; write: every call the owner may make'),
  project_id: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .describe('Limits the token to this one project; unset or null for all of them'),
});
export type CreateApiToken = z.input<typeof createApiTokenBody>;

const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  project_id: z.number().int().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable().describe('The last call made with it; null if never used'),
});
export type ApiToken = z.output<typeof apiTokenSchema>;

/** GET /v1/tokens */
export const apiTokensAnswer = z.object({ data: z.array(apiTokenSchema) });
/** POST /v1/tokens: the only answer that ever carries the token itself. */
export const createdApiTokenAnswer = z.object({
  data: apiTokenSchema.extend({
    token: z.string().describe('Send as "Authorization: Bearer <token>"; shown this once only'),
  }),
});
export type CreatedApiToken = z.output<typeof createdApiTokenAnswer>['data'];

export const WEBHOOK_EVENTS = [
  'page.published',
  'episode.published',
  'subscriber.created',
  'health.link_down',
  'health.link_up',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** POST /v1/projects/:id/webhooks */
export const createWebhookBody = z.strictObject({
  url: z
    .string()
    .trim()
    .max(2000, { error: 'The address is too long.' })
    .describe('Where deliveries are POSTed: an https address on the public internet'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'Unknown event.' }))
    .min(1, { error: 'Pick at least one event.' })
    .max(WEBHOOK_EVENTS.length)
    .describe('The events sent to this endpoint'),
});
export type CreateWebhook = z.output<typeof createWebhookBody>;

const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean().describe('False once it failed for three days; adding it again starts over'),
  failing_since: z.string().nullable(),
  created_at: z.string(),
});
export type Webhook = z.output<typeof webhookSchema>;

export const webhooksAnswer = z.object({ data: z.array(webhookSchema) });
/** POST .../webhooks and POST .../webhooks/:hookId/secret: the only answers with the secret. */
export const createdWebhookAnswer = z.object({
  data: webhookSchema.extend({
    secret: z.string().describe('The Standard Webhooks signing secret (whsec_...); shown once'),
  }),
});

const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

const webhookDeliverySchema = z.object({
  id: z.number().int(),
  message_id: z.string().describe('The webhook-id header, the same on every attempt'),
  event: z.enum(WEBHOOK_EVENTS),
  status: z
    .enum(WEBHOOK_DELIVERY_STATES)
    .describe('pending: not sent yet or retrying; delivered: a 2xx answer; failed: retries over'),
  attempts: z.number().int(),
  response_status: z.number().int().nullable().describe("The receiver's last answer code"),
  error: z.string().nullable().describe('Why the last attempt got no answer'),
  last_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;
export const webhookDeliveriesAnswer = z.object({ data: z.array(webhookDeliverySchema) });
export const webhookDeliveryAnswer = z.object({ data: webhookDeliverySchema });
