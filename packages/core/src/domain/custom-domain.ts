import { isIpLiteral } from './ip-literal.ts';

/** Why an owner's domain is refused before anything is stored; each has a text in `domains:refused`. */
const DOMAIN_REFUSALS = [
  'invalid',
  'ipLiteral',
  'productHost',
  'localhost',
  'reservedTld',
  'singleLabel',
] as const;
export type DomainRefusal = (typeof DOMAIN_REFUSALS)[number];

/**
 * Top-level names that never reach the public DNS (RFC 2606, 6761, 6762, 7686, 8375), so no
 * certificate can ever be issued for them. `.test` may be allowed for test servers only.
 */
const RESERVED_TLDS = new Set([
  'test',
  'example',
  'invalid',
  'localhost',
  'local',
  'onion',
  'internal',
  'home',
  'lan',
  'corp',
  'arpa',
  'alt',
]);

export type DomainRules = {
  /** The product's own host name (PUBLIC_URL's): never an owner's domain. */
  productHost: string;
  /** Test servers only: `.test` names pass, so a test's own DNS server can answer for them. */
  allowTestTld?: boolean;
};

export type NormalisedDomain = { ok: true; domain: string } | { ok: false; refusal: DomainRefusal };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The domain as it is stored and compared: trimmed, without a scheme, path or trailing dot,
 * lower-cased and IDNA-encoded (the URL parser's own `domainToASCII`, in Node and browsers).
 */
export function normaliseDomain(input: string, rules: DomainRules): NormalisedDomain {
  let text = input.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/[/?#].*$/, '');
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (text === '' || text.length > 253 || /[@:\s]/.test(text.replace(/^\[.*\]$/, ''))) {
    return isIpLiteral(text) ? { ok: false, refusal: 'ipLiteral' } : refused('invalid');
  }
  if (isIpLiteral(text)) return refused('ipLiteral');
  let ascii: string;
  try {
    ascii = new URL(`http://${text}/`).hostname;
  } catch {
    return refused('invalid');
  }
  // The URL parser turns some numeric forms ("0x7f.1") into addresses.
  if (isIpLiteral(ascii)) return refused('ipLiteral');
  const labels = ascii.split('.');
  if (!labels.every((label) => LABEL.test(label))) return refused('invalid');
  const tld = labels[labels.length - 1] ?? '';
  if (ascii === 'localhost' || tld === 'localhost') return refused('localhost');
  if (labels.length < 2) return refused('singleLabel');
  if (/^\d+$/.test(tld)) return refused('invalid');
  const product = rules.productHost.toLowerCase();
  if (ascii === product || ascii.endsWith(`.${product}`)) return refused('productHost');
  if (RESERVED_TLDS.has(tld) && !(tld === 'test' && rules.allowTestTld)) {
    return refused('reservedTld');
  }
  return { ok: true, domain: ascii };
}

const refused = (refusal: DomainRefusal): NormalisedDomain => ({ ok: false, refusal });

/** The TXT record's name that proves a domain is the owner's: `_podpie.<domain>`. */
export const verificationName = (domain: string): string => `_podpie.${domain}`;

/**
 * A name of two labels is taken for an apex (a CNAME is not allowed there): it is pointed with
 * A/AAAA records. Public suffixes of two labels (co.uk) make this a guess, so both are accepted.
 */
export const isApexDomain = (domain: string): boolean => domain.split('.').length === 2;
