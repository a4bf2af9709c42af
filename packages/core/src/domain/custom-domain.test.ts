import { describe, expect, it } from 'vitest';
import { isApexDomain, normaliseDomain, verificationName } from './custom-domain.ts';
import { isIpLiteral } from './ip-literal.ts';

const rules = { productHost: 'podpie.app' };
const domainOf = (input: string, allowTestTld = false) =>
  normaliseDomain(input, { ...rules, allowTestTld });

describe('custom domain normalisation', () => {
  it('lower-cases, trims, and drops a scheme, a path and the trailing dot', () => {
    expect(domainOf('  Links.MyShow.com. ')).toEqual({ ok: true, domain: 'links.myshow.com' });
    expect(domainOf('https://links.myshow.com/page?x=1')).toEqual({
      ok: true,
      domain: 'links.myshow.com',
    });
  });

  it('IDNA-encodes international names', () => {
    expect(domainOf('Bücher.Example.com')).toEqual({
      ok: true,
      domain: 'xn--bcher-kva.example.com',
    });
    expect(domainOf('播客.中国')).toEqual({ ok: true, domain: 'xn--ubt53s.xn--fiqs8s' });
  });

  it('refuses IP literals, in every spelling', () => {
    for (const input of ['127.0.0.1', '[::1]', '::1', '10.0.0.1', '0x7f.0.0.1', '2001:db8::1']) {
      expect(domainOf(input)).toEqual({ ok: false, refusal: 'ipLiteral' });
    }
  });

  it('refuses the product host and its subdomains', () => {
    expect(domainOf('PodPie.app')).toEqual({ ok: false, refusal: 'productHost' });
    expect(domainOf('x.podpie.app')).toEqual({ ok: false, refusal: 'productHost' });
  });

  it('refuses localhost and reserved top-level names', () => {
    expect(domainOf('localhost')).toEqual({ ok: false, refusal: 'localhost' });
    expect(domainOf('a.localhost')).toEqual({ ok: false, refusal: 'localhost' });
    for (const input of ['a.test', 'a.example', 'a.invalid', 'printer.local', 'x.onion']) {
      expect(domainOf(input)).toEqual({ ok: false, refusal: 'reservedTld' });
    }
  });

  it('allows .test only when test servers say so, and nothing else reserved', () => {
    expect(domainOf('links.myshow.test', true)).toEqual({ ok: true, domain: 'links.myshow.test' });
    expect(domainOf('links.myshow.local', true)).toEqual({ ok: false, refusal: 'reservedTld' });
  });

  it('refuses single labels and malformed names', () => {
    expect(domainOf('myshow')).toEqual({ ok: false, refusal: 'singleLabel' });
    for (const input of [
      '',
      '-a.com',
      'a_b.com',
      'user@a.com',
      'a..com',
      'a.com:8080',
      'a b.com',
    ]) {
      expect(domainOf(input).ok).toBe(false);
    }
    expect(domainOf(`${'a'.repeat(64)}.com`)).toEqual({ ok: false, refusal: 'invalid' });
  });

  it('names the TXT record and tells an apex from a subdomain', () => {
    expect(verificationName('links.myshow.com')).toBe('_podpie.links.myshow.com');
    expect(isApexDomain('myshow.com')).toBe(true);
    expect(isApexDomain('links.myshow.com')).toBe(false);
    expect(isIpLiteral('[fe80::1%eth0]')).toBe(true);
    expect(isIpLiteral('cafe.com')).toBe(false);
  });
});
