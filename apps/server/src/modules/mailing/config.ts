import { z } from 'zod';
import { configErrorOf } from '../../lib/config-error.ts';

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const address = (fallback: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'must be an http or https address' }).default(fallback),
  );

const mailchimpEnvSchema = z.object({
  MAILCHIMP_CLIENT_ID: optional,
  MAILCHIMP_CLIENT_SECRET: optional,
  MAILCHIMP_AUTH_URL: address('https://login.mailchimp.com/oauth2/authorize'),
  MAILCHIMP_TOKEN_URL: address('https://login.mailchimp.com/oauth2/token'),
  MAILCHIMP_METADATA_URL: address('https://login.mailchimp.com/oauth2/metadata'),
  KIT_API_URL: address('https://api.kit.com'),
  BEEHIIV_API_URL: address('https://api.beehiiv.com'),
  MAILERLITE_API_URL: address('https://connect.mailerlite.com'),
});

/**
 * Mailchimp's OAuth app and addresses (without a client id it is "not configured"), and the API
 * addresses of Kit, Beehiiv and MailerLite.
 */
export type MailchimpConfig = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authUrl: string;
  tokenUrl: string;
  metadataUrl: string;
  /** Where the key-based services' APIs answer (tests point them at fakes on 127.0.0.1). */
  kitUrl: string;
  beehiivUrl: string;
  mailerLiteUrl: string;
};

/** The mailing section of the configuration; a bad address throws a ConfigError naming it. */
export function loadMailchimpConfig(env: Record<string, string | undefined>): MailchimpConfig {
  const parsed = mailchimpEnvSchema.safeParse(env);
  if (!parsed.success) throw configErrorOf(parsed.error.issues, env);
  const values = parsed.data;
  return {
    clientId: values.MAILCHIMP_CLIENT_ID,
    clientSecret: values.MAILCHIMP_CLIENT_SECRET,
    authUrl: values.MAILCHIMP_AUTH_URL,
    tokenUrl: values.MAILCHIMP_TOKEN_URL,
    metadataUrl: values.MAILCHIMP_METADATA_URL,
    kitUrl: values.KIT_API_URL,
    beehiivUrl: values.BEEHIIV_API_URL,
    mailerLiteUrl: values.MAILERLITE_API_URL,
  };
}
