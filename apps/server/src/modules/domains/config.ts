import { isIP } from 'node:net';
import { z } from 'zod';
import { configErrorOf } from '../../lib/config-error.ts';

const unset = (value: unknown) => (value === '' ? undefined : value);
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** "1.1.1.1", "127.0.0.1:5353" or "[::1]:53", as node:dns Resolver.setServers takes them. */
const isDnsServer = (entry: string) => {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  if (bracketed) return isIP(bracketed[1] ?? '') === 6;
  if (isIP(entry) !== 0) return true;
  const [host, port, extra] = entry.split(':');
  return extra === undefined && isIP(host ?? '') === 4 && /^\d{1,5}$/.test(port ?? '');
};
const isCidr = (entry: string) => {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
};

const domainsEnvSchema = z.object({
  DOMAIN_TARGET_HOST: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[a-z0-9.-]+$/i, { error: 'must be a host name such as pages.podpie.app' })
      .optional(),
  ),
  DOMAIN_TARGET_ADDRESSES: z.preprocess(
    unset,
    z
      .string()
      .refine((value) => list(value).every((entry) => isIP(entry) !== 0), {
        error: 'must be a comma list of IP addresses',
      })
      .optional(),
  ),
  DOMAIN_DNS_SERVERS: z.preprocess(
    unset,
    z
      .string()
      .refine((value) => list(value).every(isDnsServer), {
        error: 'must be a comma list of DNS server addresses (e.g. 1.1.1.1 or 127.0.0.1:5353)',
      })
      .optional(),
  ),
  DOMAIN_ALLOW_TEST_TLD: z.preprocess(
    unset,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  TLS_ASK_NETWORKS: z.preprocess(
    unset,
    z
      .string()
      .refine((value) => list(value).every(isCidr), {
        error: 'must be a comma list of addresses or CIDR ranges (e.g. 10.0.0.0/8)',
      })
      .optional(),
  ),
});

/** Owners' own domains: where they point, how they are verified, who may ask about them. */
export type DomainsConfig = {
  /** The host a CNAME points to (DOMAIN_TARGET_HOST, by default PUBLIC_URL's host). */
  targetHost: string;
  /** The addresses an apex's A/AAAA records name; none: only the CNAME is offered. */
  targetAddresses: string[];
  /** The DNS servers verification asks; none: the system's. */
  dnsServers: string[];
  /** `.test` domains are accepted (test servers with their own DNS only). */
  allowTestTld: boolean;
  /** Besides loopback, the networks whose peers may ask GET /internal/tls-allowed. */
  tlsAskNetworks: string[];
};

export function loadDomainsConfig(
  env: Record<string, string | undefined>,
  publicUrl: string,
): DomainsConfig {
  const parsed = domainsEnvSchema.safeParse(env);
  if (!parsed.success) throw configErrorOf(parsed.error.issues, env);
  const values = parsed.data;
  return {
    targetHost: (values.DOMAIN_TARGET_HOST ?? new URL(publicUrl).hostname).toLowerCase(),
    targetAddresses: list(values.DOMAIN_TARGET_ADDRESSES),
    dnsServers: list(values.DOMAIN_DNS_SERVERS),
    allowTestTld: values.DOMAIN_ALLOW_TEST_TLD === 'true',
    tlsAskNetworks: list(values.TLS_ASK_NETWORKS),
  };
}
