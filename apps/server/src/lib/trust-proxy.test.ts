import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('takes false, a hop count, or a list of addresses and CIDR ranges; nothing else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    const twoHops = fastifyTrustProxy(2);
    expect(
      typeof twoHops === 'function' && [0, 1, 2].map((hop) => twoHops('10.0.0.1', hop)),
    ).toEqual([true, true, false]);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'lb.internal', '1.2.3', '-1', '10.0.0.0/8,']) {
      expect(parseTrustProxy(bad)).toBeNull();
    }
  });
});

describe('the client address behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: ['10.9.0.0/16'] });
  });
  afterAll(() => t.app.close());

  // The auth routes allow 60 calls a minute per client address: whose address counts shows there.
  const burst = async (remoteAddress: string) => {
    const statuses: number[] = [];
    for (let call = 0; call < 61; call += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign_in',
        remoteAddress,
        headers: { 'x-forwarded-for': `203.0.113.${call}` },
        payload: { email: 'bad' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    expect((await burst('198.51.100.7')).at(-1)).toBe(429);
  });

  it('believes X-Forwarded-For from a trusted proxy', async () => {
    expect(await burst('10.9.0.1')).not.toContain(429);
  });
});
