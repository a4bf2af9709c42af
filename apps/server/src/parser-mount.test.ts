import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sectionsFromEnv, type TestApp } from './test/helper.ts';

// The main server mounts the parsing service; a fake iTunes on loopback stands in for Apple.
let itunes: Server;
let t: TestApp;

beforeAll(async () => {
  itunes = createServer((request, response) => {
    const term = new URL(request.url ?? '/', 'http://x').searchParams.get('term');
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    response.end(
      JSON.stringify({
        resultCount: 1,
        results: [
          {
            wrapperType: 'track',
            kind: 'podcast',
            trackId: 1200361736,
            trackName: `${term} Daily`,
            artistName: 'Example Studio',
            feedUrl: 'https://feeds.example.com/daily',
            trackViewUrl: 'https://podcasts.apple.com/us/podcast/daily/id1200361736',
            artworkUrl600: 'https://is1.example.com/600x600bb.jpg',
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => itunes.listen(0, '127.0.0.1', resolve));
  const { port } = itunes.address() as AddressInfo;
  t = await buildTestApp(
    sectionsFromEnv({
      ITUNES_API_URL: `http://127.0.0.1:${port}`,
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOWED_PORTS: '*',
    }),
  );
});

afterAll(async () => {
  await t?.app.close();
  await new Promise((resolve) => itunes.close(resolve));
});

describe('the main server mounts the parsing service under /parser/v1', () => {
  it('answers a podcast search from the configured iTunes address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/parser/v1/itunes_podcast',
      payload: { term: 'Science' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results[0]).toMatchObject({
      trackId: 1200361736,
      trackName: 'Science Daily',
      feedUrl: 'https://feeds.example.com/daily',
    });
  });

  it('refuses an address that is not http(s) with a readable error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/parser/v1/feed_parser?uri=${encodeURIComponent('javascript:alert(1)')}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatch(/http/i);
  });
});
