import { describe, expect, it } from 'vitest';
import { OutboundError } from '../../lib/outbound.ts';
import { fromOutboundError } from './errors.ts';

describe('what the parser tells about an address it could not fetch', () => {
  it('answers a host name refused after it resolved exactly like one that does not resolve', () => {
    const url = 'http://intranet.corp.example/feed.xml';
    const refused = fromOutboundError(new OutboundError('address_refused', url), url);
    const unknown = fromOutboundError(new OutboundError('network', url), url);
    expect({ status: refused.statusCode, message: refused.message }).toEqual({
      status: unknown.statusCode,
      message: unknown.message,
    });
  });

  it('still says why a typed private address is refused', () => {
    const url = 'http://10.0.0.1/feed.xml';
    const refused = fromOutboundError(new OutboundError('address_refused', url), url);
    expect(refused.statusCode).toBe(422);
    expect(refused.message).toContain('points to a private network');
  });
});
