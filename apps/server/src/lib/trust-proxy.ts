// TRUST_PROXY: which peers may tell us the client's address in X-Forwarded-For. `true` (trust any
// peer) is refused on purpose: with it a client names its own address and escapes every
// per-address limit. Fastify (proxy-addr) takes a hop count or a list of addresses and CIDRs.
import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

const isCidr = (entry: string): boolean => {
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || address === undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
};

export const TRUST_PROXY_RULE =
  'must be false, a hop count, or a comma list of proxy addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8)';

/** The setting, or null when the value is none of the accepted forms. */
export const parseTrustProxy = (raw: string | undefined): TrustProxy | null => {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : hops <= 100 ? hops : null;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isCidr) ? entries : null;
};

/** Fastify's form: its types take no hop count, so hops become proxy-addr's (address, hop) test. */
export const fastifyTrustProxy = (
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
