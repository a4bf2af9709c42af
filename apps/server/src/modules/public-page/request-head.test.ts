import { describe, expect, it } from 'vitest';
import { plainGetAt } from './request-head.ts';

const head = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
const phone = [
  'GET /pie-show HTTP/1.1',
  'Host: podpie.example',
  'User-Agent: Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
  'Accept-Encoding: gzip, deflate, br',
  'If-None-Match: "v1"',
  'Accept-Language: fr-FR,fr;q=0.9',
];

describe('a plain GET read off the socket', () => {
  it('gives the address and the headers its answer depends on', () => {
    const chunk = head(...phone);
    expect(plainGetAt(chunk, 0)).toEqual({
      target: '/pie-show',
      fields: {
        host: 'podpie.example',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
        acceptEncoding: 'gzip, deflate, br',
        ifNoneMatch: '"v1"',
      },
      end: chunk.length,
    });
  });

  it('reads pipelined requests one after the other', () => {
    const first = head('GET /a?utm_source=qr HTTP/1.1', 'host: x');
    const second = head('GET /b/episode-1-ab12cd HTTP/1.1', 'HOST:x', 'Connection: Keep-Alive');
    const chunk = Buffer.concat([first, second]);
    const one = plainGetAt(chunk, 0);
    expect(one?.target).toBe('/a?utm_source=qr');
    expect(one?.end).toBe(first.length);
    const two = plainGetAt(chunk, first.length);
    expect(two?.target).toBe('/b/episode-1-ab12cd');
    expect(two?.fields.host).toBe('x');
    expect(two?.end).toBe(chunk.length);
  });

  it.each([
    ['another method', head('HEAD /pie-show HTTP/1.1', 'Host: x')],
    ['HTTP/1.0', head('GET /pie-show HTTP/1.0', 'Host: x')],
    ['an absolute address', head('GET http://x/pie-show HTTP/1.1', 'Host: x')],
    ['no Host', head('GET /pie-show HTTP/1.1', 'Accept: */*')],
    ['two Hosts', head('GET /pie-show HTTP/1.1', 'Host: x', 'Host: y')],
    ['a body by length', head('GET /pie-show HTTP/1.1', 'Host: x', 'Content-Length: 5')],
    ['a chunked body', head('GET /pie-show HTTP/1.1', 'Host: x', 'Transfer-Encoding: chunked')],
    ['a closing connection', head('GET /pie-show HTTP/1.1', 'Host: x', 'Connection: close')],
    ['an upgrade', head('GET /pie-show HTTP/1.1', 'Host: x', 'Upgrade: websocket')],
    ['an expectation', head('GET /pie-show HTTP/1.1', 'Host: x', 'Expect: 100-continue')],
    ['a space before a colon', head('GET /pie-show HTTP/1.1', 'Host : x')],
    ['a folded line', head('GET /pie-show HTTP/1.1', 'Host: x', 'User-Agent: a', ' b')],
    ['a bare line feed', Buffer.from('GET /pie-show HTTP/1.1\r\nHost: x\nX: y\r\n\r\n')],
    ['a bare carriage return', Buffer.from('GET /pie-show HTTP/1.1\r\nHost: x\rX: y\r\n\r\n')],
    ['a byte beyond ASCII', head('GET /pie-show HTTP/1.1', 'Host: x', 'X-Note: caf\xe9')],
    ['a NUL', head('GET /pie-show HTTP/1.1', 'Host: x', 'X-Note: a\0b')],
    ['a head cut off', Buffer.from('GET /pie-show HTTP/1.1\r\nHost: x\r\n')],
    ['a head over 8 KB', head('GET /pie-show HTTP/1.1', 'Host: x', `X-Pad: ${'a'.repeat(9_000)}`)],
  ])('leaves %s to Node', (_what, chunk) => {
    expect(plainGetAt(chunk, 0)).toBeUndefined();
  });
});
