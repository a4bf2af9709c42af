import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient } from '../../../lib/outbound.ts';
import { ParserError } from '../errors.ts';
import { type FakeUpstream, startFakeUpstream } from '../testing/fake-upstream.ts';
import { readFixture } from '../testing/fixtures.ts';
import { fetchFeed } from './fetch-feed.ts';

let upstream: FakeUpstream;
const outbound = createOutboundClient({
  userAgent: 'PodpieBot/1.0 (+http://localhost)',
  allowPrivate: true,
  allowedPorts: 'any',
});

beforeAll(async () => {
  upstream = await startFakeUpstream({
    '/feed.xml': (request) =>
      request.headers['if-modified-since'] === 'Fri, 09 Feb 2024 06:00:00 GMT'
        ? { status: 304, body: '' }
        : {
            type: 'application/rss+xml',
            headers: { 'last-modified': 'Fri, 09 Feb 2024 06:00:00 GMT' },
            body: readFixture('acast-style.xml'),
          },
    '/page': { type: 'text/html', body: readFixture('not-a-feed.html') },
  });
});
afterAll(async () => {
  outbound.close();
  await upstream.close();
});

describe('fetchFeed', () => {
  it('lets a refresh job skip an unchanged feed with the validators it kept', async () => {
    const first = await fetchFeed(outbound, `${upstream.origin}/feed.xml`);
    expect(first.notModified).toBe(false);
    expect(first.lastModified).toBe('Fri, 09 Feb 2024 06:00:00 GMT');
    if (!first.notModified) expect(first.feed.episodes).toHaveLength(3);
    const again = await fetchFeed(outbound, `${upstream.origin}/feed.xml`, {
      lastModified: first.lastModified,
    });
    expect(again).toEqual({
      notModified: true,
      url: `${upstream.origin}/feed.xml`,
      etag: null,
      lastModified: null,
    });
  });

  it('throws a 422 ParserError for a page that is not a feed', async () => {
    const error = await fetchFeed(outbound, `${upstream.origin}/page`).catch((caught) => caught);
    expect(error).toBeInstanceOf(ParserError);
    expect(error).toMatchObject({
      statusCode: 422,
      message: 'This address is not a podcast feed.',
    });
  });
});
