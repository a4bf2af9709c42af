import { type DomainRecord, type DomainView, isApexDomain, verificationName } from '@podpie/core';
import type { DomainsConfig } from './config.ts';
import type { DomainRow } from './repository.ts';

/** The records the owner creates: a CNAME (or, for an apex, A/AAAA) to us, and the TXT token. */
export function recordsOf(
  row: Pick<DomainRow, 'domain' | 'token'>,
  config: DomainsConfig,
): DomainRecord[] {
  const pointer: DomainRecord[] =
    isApexDomain(row.domain) && config.targetAddresses.length > 0
      ? config.targetAddresses.map((address) => ({
          type: address.includes(':') ? 'AAAA' : 'A',
          name: row.domain,
          value: address,
        }))
      : [{ type: 'CNAME', name: row.domain, value: config.targetHost }];
  return [...pointer, { type: 'TXT', name: verificationName(row.domain), value: row.token }];
}

export function domainViewOf(row: DomainRow, config: DomainsConfig): DomainView {
  return {
    domain: row.domain,
    state: row.state,
    reason: row.state === 'active' ? null : row.reason,
    primary: row.primary,
    records: recordsOf(row, config),
    url: `https://${row.domain}/`,
    checked_at: row.checkedAt?.toISOString() ?? null,
    expires_at: row.state === 'pending' ? (row.expiresAt?.toISOString() ?? null) : null,
  };
}
