import { z } from 'zod';

// The contract of /v1/projects/:id/domain: an owner's own domain for the project's page.

const DOMAIN_STATES = ['pending', 'active', 'failing'] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

/** Why a domain is not active (or was pending/failing at the last check); texts in `domains:reason`. */
const DOMAIN_REASONS = [
  'notChecked',
  'noPointer',
  'wrongPointer',
  'noTxt',
  'wrongTxt',
  'dnsUnreachable',
] as const;
export type DomainReason = (typeof DOMAIN_REASONS)[number];

export const domainRecordSchema = z.object({
  type: z.enum(['CNAME', 'A', 'AAAA', 'TXT']),
  name: z.string().describe('The record name to create, fully qualified'),
  value: z.string().describe('Its value'),
});
export type DomainRecord = z.output<typeof domainRecordSchema>;

export const domainViewSchema = z.object({
  domain: z.string().describe('Lower-cased and IDNA-encoded (xn--...)'),
  state: z
    .enum(DOMAIN_STATES)
    .describe('pending: not verified yet; active: served; failing: its records changed since'),
  reason: z.enum(DOMAIN_REASONS).nullable().describe('Why it is not active; null when active'),
  primary: z
    .boolean()
    .describe('While active, the product address of the page answers 301 to the domain'),
  records: z.array(domainRecordSchema).describe('The DNS records the owner creates'),
  url: z.string().describe('https://<domain>/'),
  checked_at: z.string().nullable().describe('The last DNS check, ISO 8601'),
  expires_at: z
    .string()
    .nullable()
    .describe('A pending claim is released at this time unless verified'),
});
export type DomainView = z.output<typeof domainViewSchema>;

/** GET, PUT, POST .../check: the project's domain, or null when it has none. */
export const domainAnswerSchema = z.object({ data: domainViewSchema.nullable() });

/** PUT /v1/projects/:id/domain */
export const domainBodySchema = z.object({
  domain: z.string().max(300).describe('e.g. links.myshow.com, or an apex such as myshow.com'),
  primary: z.boolean().default(false),
});
