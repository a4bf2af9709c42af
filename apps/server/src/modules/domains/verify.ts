import { Resolver } from 'node:dns/promises';
import { type DomainReason, verificationName } from '@podpie/core';

/** The four questions verification asks the DNS; answers as node:dns gives them. */
export type DnsLookup = {
  cname(name: string): Promise<string[]>;
  a(name: string): Promise<string[]>;
  aaaa(name: string): Promise<string[]>;
  txt(name: string): Promise<string[][]>;
};

/** Asks `servers` (the system's when empty) through node:dns, a few seconds at most per name. */
export function createDnsLookup(servers: readonly string[]): DnsLookup {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return {
    cname: (name) => resolver.resolveCname(name),
    a: (name) => resolver.resolve4(name),
    aaaa: (name) => resolver.resolve6(name),
    txt: (name) => resolver.resolveTxt(name),
  };
}

/** What a domain must show: a pointer to our host (or its addresses) and the project's token. */
export type Expected = {
  domain: string;
  token: string;
  targetHost: string;
  /** An apex's A/AAAA must name only these; empty: the addresses the target host resolves to. */
  targetAddresses: readonly string[];
};

/** verified; or why not, and whether the DNS said so (definite) or could not be asked. */
export type Verification = { ok: true } | { ok: false; reason: DomainReason; definite: boolean };

const NO_SUCH = new Set(['ENODATA', 'ENOTFOUND']);
const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error ? String(error.code) : '';

/** The answer, an empty list for "no such record", or null when the DNS could not be asked. */
async function ask<T>(question: () => Promise<T[]>): Promise<T[] | null> {
  try {
    return await question();
  } catch (error) {
    return NO_SUCH.has(codeOf(error)) ? [] : null;
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');
const unreachable: Verification = { ok: false, reason: 'dnsUnreachable', definite: false };

async function addressesOf(dns: DnsLookup, name: string): Promise<string[] | null> {
  const [v4, v6] = await Promise.all([ask(() => dns.a(name)), ask(() => dns.aaaa(name))]);
  if (v4 === null || v6 === null) return null;
  return [...v4, ...v6];
}

async function checkPointer(dns: DnsLookup, expected: Expected): Promise<Verification> {
  const cnames = await ask(() => dns.cname(expected.domain));
  if (cnames === null) return unreachable;
  if (cnames.some((name) => bare(name) === expected.targetHost)) return { ok: true };
  if (cnames.length > 0) return { ok: false, reason: 'wrongPointer', definite: true };
  const addresses = await addressesOf(dns, expected.domain);
  if (addresses === null) return unreachable;
  if (addresses.length === 0) return { ok: false, reason: 'noPointer', definite: true };
  const ours =
    expected.targetAddresses.length > 0
      ? [...expected.targetAddresses]
      : await addressesOf(dns, expected.targetHost);
  if (ours === null) return unreachable;
  // Every address must be ours: a visitor given another one would not reach the page.
  return addresses.every((address) => ours.includes(address))
    ? { ok: true }
    : { ok: false, reason: 'wrongPointer', definite: true };
}

/** Checks both records of a domain through the DNS: first the pointer, then the TXT token. */
export async function verifyDomain(dns: DnsLookup, expected: Expected): Promise<Verification> {
  const pointer = await checkPointer(dns, expected);
  if (!pointer.ok) return pointer;
  const texts = await ask(() => dns.txt(verificationName(expected.domain)));
  if (texts === null) return unreachable;
  if (texts.length === 0) return { ok: false, reason: 'noTxt', definite: true };
  // A long TXT value arrives in 255-byte pieces.
  return texts.some((pieces) => pieces.join('').trim() === expected.token)
    ? { ok: true }
    : { ok: false, reason: 'wrongTxt', definite: true };
}
