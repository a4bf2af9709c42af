import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient } from '../../lib/outbound.ts';
import { type LocalServer, startLocalServer } from '../../lib/outbound-test-support.ts';
import { loadArtwork, localUploadName } from './artwork.ts';

const PICTURE = Buffer.from('pretend these are image bytes');
let upstream: LocalServer;
const outbound = createOutboundClient({
  userAgent: 'PodpieTest/1.0',
  allowPrivate: true,
  allowedPorts: 'any',
});

beforeAll(async () => {
  upstream = await startLocalServer((request, response) => {
    if (request.url === '/art.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(PICTURE);
    } else if (request.url === '/slow.png') {
      // Never answers: the short timeout gives up first.
    } else {
      response.writeHead(404).end();
    }
  });
});
afterAll(async () => {
  outbound.close();
  await upstream.close();
});

const source = (timeoutMs = 2_000) => ({
  publicUrl: 'https://podpie.example',
  dataDir: '/nonexistent',
  outbound,
  timeoutMs,
});

describe('the artwork behind a QR logo', () => {
  it('recognises our own uploads by address', () => {
    const name = '0b0e7e52-6d5c-4a43-9f55-6a4f0c6f1f10.png';
    expect(
      localUploadName(`https://podpie.example/uploads/${name}`, 'https://podpie.example'),
    ).toBe(name);
    expect(localUploadName(`/uploads/${name}`, 'https://podpie.example')).toBe(name);
    expect(
      localUploadName(`https://cdn.example/uploads/${name}`, 'https://podpie.example'),
    ).toBeNull();
  });

  it('fetches a remote artwork through the guarded client', async () => {
    expect(await loadArtwork(`${upstream.origin}/art.png`, source())).toEqual(PICTURE);
  });

  it('gives up quietly on a missing, slow or refused artwork', async () => {
    expect(await loadArtwork(`${upstream.origin}/missing.png`, source())).toBeNull();
    expect(await loadArtwork(`${upstream.origin}/slow.png`, source(200))).toBeNull();
    const guarded = createOutboundClient({ userAgent: 'PodpieTest/1.0', allowedPorts: 'any' });
    try {
      expect(
        await loadArtwork(`${upstream.origin}/art.png`, { ...source(), outbound: guarded }),
      ).toBeNull();
    } finally {
      guarded.close();
    }
    expect(await loadArtwork('javascript:alert(1)', source())).toBeNull();
    expect(await loadArtwork(null, source())).toBeNull();
  });
});
