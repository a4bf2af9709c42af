import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks (standardwebhooks.com): the secret is `whsec_` + base64 of its bytes, and the
// signature is HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>`, sent as `v1,<base64>`.

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: 24 random bytes, as receivers' Standard Webhooks libraries take it. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/** The `webhook-signature` header value of one attempt. */
export function signWebhook(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${messageId}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** A message id: unique per event, repeated on every attempt so receivers can drop repeats. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}
