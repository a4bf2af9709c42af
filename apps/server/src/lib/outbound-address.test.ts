import { describe, expect, it } from 'vitest';
import { addressRefusal } from './outbound-address.ts';

const strict = { allowPrivate: false, allowedAddresses: [] };
const local = { allowPrivate: true, allowedAddresses: [] };

describe('which addresses the outbound client may connect to', () => {
  it.each([
    ['IPv4-compatible link-local (metadata)', '::a9fe:a9fe'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible private', '::10.0.0.1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-translated loopback', '::ffff:0:127.0.0.1'],
    ['NAT64 of the metadata address', '64:ff9b::169.254.169.254'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['local-use NAT64 of a private address', '64:ff9b:1::a00:1'],
    ['6to4 of the metadata address', '2002:a9fe:a9fe::1'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['AWS IPv6 metadata', 'fd00:ec2::254'],
    ['Alibaba metadata', '100.100.100.200'],
    ['Azure wire server', '168.63.129.16'],
    ['the unspecified address', '::'],
  ])('refuses %s (%s) by default', (_name, address) => {
    expect(addressRefusal(address, strict)).not.toBeNull();
  });

  it.each([
    ['IPv4 link-local', '169.254.10.1'],
    ['IPv4-compatible metadata', '::a9fe:a9fe'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['NAT64 metadata', '64:ff9b::a9fe:a9fe'],
    ['6to4 metadata', '2002:a9fe:a9fe::'],
    ['AWS IPv6 metadata', 'fd00:ec2::254'],
    ['Alibaba metadata', '100.100.100.200'],
    ['Azure wire server', '168.63.129.16'],
    ['the unspecified address', '0.0.0.0'],
  ])('refuses %s (%s) even with private addresses allowed', (_name, address) => {
    expect(addressRefusal(address, local)).toMatch(/is not allowed/);
  });

  it('refuses a metadata address even when it is on the allowed list', () => {
    expect(
      addressRefusal('169.254.169.254', {
        allowPrivate: false,
        allowedAddresses: ['169.254.0.0/16'],
      }),
    ).toMatch(/metadata/);
  });

  it('lets public addresses through, and private ones when allowed', () => {
    expect(addressRefusal('93.184.216.34', strict)).toBeNull();
    expect(addressRefusal('2606:2800:220:1:248:1893:25c8:1946', strict)).toBeNull();
    expect(addressRefusal('127.0.0.1', local)).toBeNull();
    expect(addressRefusal('::127.0.0.1', local)).toBeNull();
    expect(
      addressRefusal('10.1.2.3', { allowPrivate: false, allowedAddresses: ['10.0.0.0/8'] }),
    ).toBeNull();
    expect(addressRefusal('feeds.example', strict)).toBeNull();
  });
});
