import { z } from 'zod';

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const address = (fallback: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).default(fallback),
  );

const mailchimpEnvSchema = z.object({
  MAILCHIMP_CLIENT_ID: optional,
  MAILCHIMP_CLIENT_SECRET: optional,
  MAILCHIMP_AUTH_URL: address('https://login.mailchimp.com/oauth2/authorize'),
  MAILCHIMP_TOKEN_URL: address('https://login.mailchimp.com/oauth2/token'),
  MAILCHIMP_METADATA_URL: address('https://login.mailchimp.com/oauth2/metadata'),
});

/** Mailchimp's OAuth app and addresses; without a client id the service is "not configured". */
export type MailchimpConfig = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authUrl: string;
  tokenUrl: string;
  metadataUrl: string;
};

/** Reads MAILCHIMP_* from the environment; a bad address stops the server naming the variable. */
export function loadMailchimpConfig(env: Record<string, string | undefined>): MailchimpConfig {
  const parsed = mailchimpEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid configuration: ${String(issue?.path[0])} must be an http or https address.`,
    );
  }
  const values = parsed.data;
  return {
    clientId: values.MAILCHIMP_CLIENT_ID,
    clientSecret: values.MAILCHIMP_CLIENT_SECRET,
    authUrl: values.MAILCHIMP_AUTH_URL,
    tokenUrl: values.MAILCHIMP_TOKEN_URL,
    metadataUrl: values.MAILCHIMP_METADATA_URL,
  };
}
