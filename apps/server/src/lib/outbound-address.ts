// Which resolved addresses the outbound client may connect to. IPv6 can carry an IPv4 address
// (IPv4-compatible ::a.b.c.d, IPv4-mapped, NAT64 64:ff9b::/96, 6to4 2002::/16), and a host that
// translates them reaches that IPv4 address: each such form is judged by the IPv4 inside it too.
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Cloud metadata services, refused even when private addresses are allowed for local work
 * (OUTBOUND_ALLOW_PRIVATE) or listed as allowed: link-local (AWS, GCP, Azure IMDS), AWS's IPv6
 * endpoint, Alibaba's and Azure's wire server.
 */
const METADATA_RANGES = [
  ipaddr.parseCIDR('169.254.0.0/16'),
  ipaddr.parseCIDR('100.100.100.200/32'),
  ipaddr.parseCIDR('168.63.129.16/32'),
  ipaddr.parseCIDR('fd00:ec2::/32'),
];

const NAT64_PREFIXES = [ipaddr.parseCIDR('64:ff9b::/96'), ipaddr.parseCIDR('64:ff9b:1::/48')];
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16');

export interface AddressPolicy {
  allowPrivate: boolean;
  /** Single addresses or CIDRs allowed even though private (never a metadata address). */
  allowedAddresses: readonly string[];
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

const ipv4From = (high: number, low: number): ipaddr.IPv4 =>
  new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/** The IPv4 address an IPv6 address carries, when it is one of the forms that carry one. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  const [p0, p1, p2, p3, p4, p5, p6, p7] = parts as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const firstFiveZero = p0 === 0 && p1 === 0 && p2 === 0 && p3 === 0 && p4 === 0;
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible; :: and ::1 are themselves), ::ffff:0:a.b.c.d.
  if (firstFiveZero && p5 === 0xffff) return ipv4From(p6, p7);
  if (firstFiveZero && p5 === 0 && (p6 !== 0 || p7 > 1)) return ipv4From(p6, p7);
  if (p0 === 0 && p1 === 0 && p2 === 0 && p3 === 0 && p4 === 0xffff && p5 === 0) {
    return ipv4From(p6, p7);
  }
  if (NAT64_PREFIXES.some((prefix) => address.match(prefix))) return ipv4From(p6, p7);
  if (address.match(SIX_TO_FOUR)) return ipv4From(p1, p2);
  return null;
}

const inAny = (address: Address, ranges: readonly [Address, number][]): boolean =>
  ranges.some((range) => address.kind() === range[0].kind() && address.match(range));

const listed = (address: Address, list: readonly string[]): boolean =>
  list.some((entry) => {
    try {
      const range = entry.includes('/')
        ? ipaddr.parseCIDR(entry)
        : ([ipaddr.parse(entry), entry.includes(':') ? 128 : 32] as [Address, number]);
      return inAny(address, [range]);
    } catch {
      return false;
    }
  });

/**
 * Why `raw` (an IP address) may not be connected to, or null when it may. Private, loopback,
 * link-local and other non-public ranges are refused unless allowed by the policy; metadata
 * addresses and the unspecified address always.
 */
export function addressRefusal(raw: string, policy: AddressPolicy): string | null {
  if (isIP(raw) === 0) return null;
  let address: Address;
  try {
    address = ipaddr.parse(raw);
  } catch {
    return `${raw} is not allowed: it is not an address`;
  }
  const inner = address.kind() === 'ipv6' ? embeddedIpv4(address as ipaddr.IPv6) : null;
  const judged = inner ? [address, inner] : [address];
  if (judged.some((one) => one.range() === 'unspecified')) {
    return `${raw} is not allowed: it is the unspecified address`;
  }
  if (judged.some((one) => inAny(one, METADATA_RANGES))) {
    return `${raw} is not allowed: it is a cloud metadata address`;
  }
  if (policy.allowPrivate || listed(address, policy.allowedAddresses)) return null;
  if (judged.some((one) => one.range() !== 'unicast')) {
    return `${raw} is not allowed: it is a private address`;
  }
  return null;
}

/**
 * The resolver the outbound sockets use: every address a name resolves to is judged before a
 * socket may connect. A refusal reads "... is not allowed ..." like request-filtering-agent's.
 */
export function guardedLookup(lookup: LookupFunction, policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, options, (error, address, family) => {
      if (error) {
        callback(error, address, family);
        return;
      }
      const addresses = typeof address === 'string' ? [address] : address.map((a) => a.address);
      for (const one of addresses) {
        const refusal = addressRefusal(one, policy);
        if (refusal) {
          callback(new Error(`DNS lookup of ${hostname}: ${refusal}`), address, family);
          return;
        }
      }
      callback(null, address, family);
    });
  };
}
