const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** An IPv4 or IPv6 address written as a host (brackets allowed): never an owner's domain. */
export function isIpLiteral(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (IPV4.test(bare)) return true;
  // IPv6: hex groups and colons, at least two colons, maybe a trailing IPv4 part or a zone.
  return /^[0-9a-f:.]+(%.+)?$/i.test(bare) && (bare.match(/:/g)?.length ?? 0) >= 2;
}
