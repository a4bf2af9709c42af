import { describe, expect, it } from 'vitest';
import { quotaAddress } from './quota-address.ts';

describe('the address a signed-out upload quota is counted under', () => {
  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(quotaAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(quotaAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(quotaAddress('2001:0DB8:0001:0002:ffff::9')).toBe('2001:db8:1:2::/64');
    expect(quotaAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(quotaAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('is the address itself for IPv4, also when written as IPv6', () => {
    expect(quotaAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(quotaAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });
});
