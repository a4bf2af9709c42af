import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient } from '../../lib/outbound.ts';
import { type LocalServer, startLocalServer } from '../../lib/outbound-test-support.ts';
import { sniffImageKind } from '../uploads/image.ts';
import { loadArtwork, localUploadName } from './artwork.ts';

const PICTURE = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
  .png()
  .toBuffer();
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';
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
    } else if (request.url === '/art.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
    } else if (request.url === '/text.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end('pretend these are image bytes');
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

  it('fetches a remote artwork through the guarded client, cleaned like an upload', async () => {
    const artwork = await loadArtwork(`${upstream.origin}/art.png`, source());
    expect(artwork && sniffImageKind(artwork)).toBe('png');
    expect((await sharp(artwork ?? Buffer.alloc(0)).metadata()).width).toBe(8);
  });

  it('never hands on anything but a raster image: an SVG or a file that is no image is null', async () => {
    expect(await loadArtwork(`${upstream.origin}/art.svg`, source())).toBeNull();
    expect(await loadArtwork(`${upstream.origin}/text.png`, source())).toBeNull();
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
