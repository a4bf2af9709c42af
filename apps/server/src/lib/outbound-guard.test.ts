import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboundClient, OutboundError } from './outbound.ts';
import type { OutboundErrorCode } from './outbound-error.ts';
import {
  type ConnectionWatch,
  fakeResolver,
  type LocalServer,
  startLocalServer,
  watchConnections,
} from './outbound-test-support.ts';

// Every refusal below must happen before a socket connects anywhere but the loopback interface:
// the connection watch records each address a socket resolved to or tried, and a test fails if
// one of them is not loopback.

const userAgent = 'PodpieBot/1.0 (+http://localhost:3000)';
let server: LocalServer;
let hits: string[];
let watch: ConnectionWatch;

beforeAll(async () => {
  server = await startLocalServer((request, response) => {
    hits.push(request.url ?? '');
    const target = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
    if (target) {
      response.writeHead(302, { location: target }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end('secret');
  });
});
afterAll(() => server.close());
beforeEach(() => {
  hits = [];
  watch = watchConnections();
});
afterEach(() => {
  watch.stop();
  expect(watch.nonLoopback()).toEqual([]);
});

const refusal = async (promise: Promise<unknown>): Promise<OutboundErrorCode> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof OutboundError)) throw new Error(`expected a refusal, got ${error}`);
  return error.code;
};

describe('the guarded outbound client with its default policy', () => {
  const client = createOutboundClient({
    userAgent,
    allowedPorts: 'any',
    lookup: fakeResolver({
      'feeds.example': '10.0.0.1',
      'metadata.example': '169.254.169.254',
      'loopback.example': '127.0.0.1',
      'mapped.example': '::ffff:127.0.0.1',
      'compatible.example': '::127.0.0.1',
      'nat64.example': '64:ff9b::a9fe:a9fe',
      'sixtofour.example': '2002:7f00:1::1',
    }),
  });
  afterAll(() => client.close());

  it.each([
    ['127.0.0.1', () => `${server.origin}/`],
    ['10.0.0.1', () => 'http://10.0.0.1/feed.xml'],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['[::1]', () => `http://[::1]:${server.port}/`],
    ['[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${server.port}/`],
    ['[::127.0.0.1] (IPv4-compatible)', () => `http://[::127.0.0.1]:${server.port}/`],
    ['[::a9fe:a9fe] (IPv4-compatible metadata)', () => 'http://[::a9fe:a9fe]/latest/'],
    ['[64:ff9b::7f00:1] (NAT64 loopback)', () => `http://[64:ff9b::7f00:1]:${server.port}/`],
    ['[2002:a9fe:a9fe::1] (6to4 metadata)', () => 'http://[2002:a9fe:a9fe::1]/latest/'],
    ['168.63.129.16 (Azure wire server)', () => 'http://168.63.129.16/machine'],
    ['0.0.0.0', () => `http://0.0.0.0:${server.port}/`],
  ])('refuses the address %s', async (_name, url) => {
    expect(await refusal(client.request({ url: url() }))).toBe('address_refused');
    expect(hits).toEqual([]);
  });

  it.each([
    ['a private address', 'http://feeds.example/rss'],
    ['the cloud metadata address', 'http://metadata.example/latest/meta-data/'],
    ['the loopback address', `http://loopback.example/`],
    ['an IPv4-mapped IPv6 address', `http://mapped.example/`],
    ['an IPv4-compatible IPv6 address of loopback', 'http://compatible.example/'],
    ['a NAT64 address of the metadata service', 'http://nat64.example/'],
    ['a 6to4 address of loopback', 'http://sixtofour.example/'],
  ])('refuses a public-looking name that resolves to %s', async (_name, url) => {
    expect(await refusal(client.request({ url }))).toBe('address_refused');
    expect(hits).toEqual([]);
  });

  it('refuses schemes other than http and https', async () => {
    expect(await refusal(client.request({ url: 'file:///etc/passwd' }))).toBe('scheme_refused');
    expect(await refusal(client.request({ url: 'ftp://feeds.example/rss' }))).toBe(
      'scheme_refused',
    );
    expect(await refusal(client.request({ url: 'not a url' }))).toBe('invalid_url');
  });
});

describe('the guarded outbound client following redirects', () => {
  // The test server stands in for a public host: only its exact address is allowed, so every
  // other private or loopback address stays refused.
  const client = createOutboundClient({
    userAgent,
    allowedAddresses: ['127.0.0.1'],
    allowedPorts: 'any',
    lookup: fakeResolver({
      'podcast.example': '127.0.0.1',
      'internal.example': '10.0.0.1',
      'metadata.example': '169.254.169.254',
    }),
  });
  afterAll(() => client.close());

  const via = (target: string) =>
    `http://podcast.example:${server.port}/?to=${encodeURIComponent(target)}`;

  it('reaches the allowed address itself', async () => {
    const response = await client.request({ url: `http://podcast.example:${server.port}/feed` });
    expect(response.body.toString()).toBe('secret');
    // The watch does see real connections, so its empty list in other tests means something.
    expect(watch.addresses).toContain('127.0.0.1');
  });

  it.each([
    ['a name that resolves to a private address', 'http://internal.example/admin'],
    ['a private address', 'http://10.0.0.1/admin'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a name that resolves to the metadata address', 'http://metadata.example/'],
    ['another loopback address', 'http://127.0.0.2/'],
  ])('refuses a redirect from the allowed address to %s', async (_name, target) => {
    expect(await refusal(client.request({ url: via(target) }))).toBe('address_refused');
    expect(hits).toHaveLength(1);
  });

  it('refuses a redirect to [::1] and [::ffff:127.0.0.1]', async () => {
    expect(await refusal(client.request({ url: via(`http://[::1]:${server.port}/`) }))).toBe(
      'address_refused',
    );
    expect(
      await refusal(client.request({ url: via(`http://[::ffff:127.0.0.1]:${server.port}/`) })),
    ).toBe('address_refused');
    expect(hits).toHaveLength(2);
  });

  it('refuses a redirect to a file: address', async () => {
    expect(await refusal(client.request({ url: via('file:///etc/passwd') }))).toBe(
      'scheme_refused',
    );
  });

  it('gives up after five redirects', async () => {
    let url = `http://podcast.example:${server.port}/final`;
    for (let hop = 0; hop < 6; hop += 1) url = via(url);
    expect(await refusal(client.request({ url }))).toBe('too_many_redirects');
    expect(hits).toHaveLength(6);
  });
});

describe('the guarded outbound client with private addresses allowed for local work', () => {
  it('still refuses the cloud metadata address', async () => {
    const client = createOutboundClient({
      userAgent,
      allowPrivate: true,
      lookup: fakeResolver({
        'metadata.example': '169.254.169.254',
        'mapped-metadata.example': '::ffff:169.254.169.254',
        'mapped-hex-metadata.example': '::ffff:a9fe:a9fe',
        'compatible-metadata.example': '::a9fe:a9fe',
        'nat64-metadata.example': '64:ff9b::a9fe:a9fe',
        'sixtofour-metadata.example': '2002:a9fe:a9fe::1',
        'aws6-metadata.example': 'fd00:ec2::254',
        'azure.example': '168.63.129.16',
      }),
    });
    expect(await refusal(client.request({ url: 'http://169.254.169.254/latest/' }))).toBe(
      'address_refused',
    );
    for (const url of [
      'http://[::ffff:169.254.169.254]/latest/',
      'http://[::ffff:a9fe:a9fe]/latest/',
      'http://mapped-metadata.example/latest/',
      'http://mapped-hex-metadata.example/latest/',
      'http://[::a9fe:a9fe]/latest/',
      'http://[64:ff9b::a9fe:a9fe]/latest/',
      'http://[2002:a9fe:a9fe::1]/latest/',
      'http://[fd00:ec2::254]/latest/',
      'http://169.254.170.2/v2/credentials',
      'http://100.100.100.200/latest/',
      'http://168.63.129.16/machine',
      'http://compatible-metadata.example/latest/',
      'http://nat64-metadata.example/latest/',
      'http://sixtofour-metadata.example/latest/',
      'http://aws6-metadata.example/latest/',
      'http://azure.example/machine',
    ]) {
      expect(await refusal(client.request({ url })), url).toBe('address_refused');
    }
    expect(await refusal(client.request({ url: 'http://metadata.example/latest/' }))).toBe(
      'address_refused',
    );
    client.close();
  });

  it('refuses ports other than 80 and 443 unless configured', async () => {
    const client = createOutboundClient({ userAgent, allowPrivate: true });
    expect(await refusal(client.request({ url: `${server.origin}/` }))).toBe('port_refused');
    expect(await refusal(client.request({ url: 'http://127.0.0.1:22/' }))).toBe('port_refused');
    expect(hits).toEqual([]);
    client.close();
  });
});
