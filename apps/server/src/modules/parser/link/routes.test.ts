import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient } from '../../../lib/outbound.ts';
import {
  fakeResolver,
  startLocalServer,
  watchConnections,
} from '../../../lib/outbound-test-support.ts';
import { buildParserApp } from '../app.ts';
import { type FakeUpstream, startFakeUpstream } from '../testing/fake-upstream.ts';
import { readFixture } from '../testing/fixtures.ts';
import { buildTestParserApp, testParserConfig } from '../testing/test-app.ts';

const html = 'text/html; charset=utf-8';
let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream({
    '/watch': { type: html, body: readFixture('youtube-watch.html') },
    '/vimeo': { type: html, body: readFixture('vimeo-video.html') },
    '/blog/mics': { type: html, body: readFixture('article-graph.html') },
    '/kits/starter': { type: html, body: readFixture('product-microdata.html') },
    '/session': { type: html, body: readFixture('oembed-video.html') },
    '/decaf': { type: html, body: readFixture('episode-audio.html') },
    '/oembed': (_request, url) =>
      url.searchParams.get('url') === 'session'
        ? {
            type: 'application/json',
            body: JSON.stringify({
              type: 'video',
              version: '1.0',
              title: 'Tuesday Session (oEmbed)',
              author_name: 'Harbour Live',
              provider_name: 'LiveHost',
              thumbnail_url: '/thumbs/session.jpg',
              html: '<iframe width="560" height="315" src="https://player.livehost.example/embed/s1" allowfullscreen></iframe>',
            }),
          }
        : {
            type: 'text/javascript',
            body: JSON.stringify({
              type: 'rich',
              author_name: 'Say Why',
              html: '<iframe src="https://x.example/e"></iframe>',
            }),
          },
    '/cover.png': { type: 'image/png', body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    '/down': { status: 500, type: 'text/html', body: 'oops' },
  });
  app = await buildTestParserApp();
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const parse = (uri: string, on: FastifyInstance = app) =>
  on.inject({ method: 'GET', url: '/parser/v1/url_parser', query: { uri } });

describe('GET /parser/v1/url_parser', () => {
  it('makes a YouTube page a video card', async () => {
    const response = await parse(`${upstream.origin}/watch`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      author: 'Closet Studio',
      date: '2023-04-14T16:02:38.000Z',
      description: 'How we built a tiny studio & what it cost.',
      image: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      logo: 'https://www.youtube.com/s/img/favicon_144x144.png',
      publisher: 'YouTube',
      title: 'Building a Podcast Studio in a Closet',
      price: null,
      hostname: '127.0.0.1',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
  });

  it('makes a Vimeo page a video card without asking oEmbed', async () => {
    const before = upstream.count('/oembed');
    const card = (await parse(`${upstream.origin}/vimeo`)).json();
    expect(card.video).toBe('https://player.vimeo.com/video/76979871');
    expect(card.title).toBe('Tides at Night');
    expect(upstream.count('/oembed')).toBe(before);
  });

  it('takes the player of another video site from its oEmbed document', async () => {
    const card = (await parse(`${upstream.origin}/session`)).json();
    expect(card).toMatchObject({
      title: 'Harbour Live: Tuesday Session',
      author: 'Harbour Live',
      publisher: 'LiveHost',
      image: `${upstream.origin}/thumbs/session.jpg`,
      video: 'https://player.livehost.example/embed/s1',
    });
  });

  it('fills an audio page from oEmbed without making it a video', async () => {
    const card = (await parse(`${upstream.origin}/decaf`)).json();
    expect(card).toMatchObject({ title: 'Decaf', author: 'Say Why', video: null });
  });

  it('makes relative images absolute and reads JSON-LD and microdata', async () => {
    const article = (await parse(`${upstream.origin}/blog/mics`)).json();
    expect(article.image).toBe(`${upstream.origin}/blog/images/mics.jpg`);
    expect(article.logo).toBe('https://studio.example/logo.png');
    expect(article.author).toBe('Lee Park, Kim Ode');
    const product = (await parse(`${upstream.origin}/kits/starter`)).json();
    expect(product).toMatchObject({
      title: 'Podcast Starter Kit',
      price: '149.00 EUR',
      image: `${upstream.origin}/img/kit.png`,
    });
  });

  it('answers an image address with the image itself', async () => {
    const card = (await parse(`${upstream.origin}/cover.png`)).json();
    expect(card).toMatchObject({ image: `${upstream.origin}/cover.png`, title: null, video: null });
  });

  it('answers 502 when the page cannot be fetched and 422 for a bad address', async () => {
    const down = await parse(`${upstream.origin}/down`);
    expect(down.statusCode).toBe(502);
    expect(down.json().errors[0]).toBe(
      `Unable to fetch data from ${upstream.origin}/down (it answered 500).`,
    );
    const bad = await parse('mailto:someone@example.com');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: ['uri: must be an http or https address'] });
  });

  it('fetches a page once for a burst of requests', async () => {
    const before = upstream.count('/kits/starter');
    const uri = `${upstream.origin}/kits/starter?burst`;
    await Promise.all(Array.from({ length: 6 }, () => parse(uri)));
    await parse(uri);
    expect(upstream.count('/kits/starter') - before).toBe(1);
  });
});

describe('GET /parser/v1/url_parser when a video site turns the server away', () => {
  it('still answers the known player of a YouTube address', async () => {
    // www.youtube.com resolves to a closed local port, so the fetch fails without leaving the host.
    const closed = await startLocalServer(() => {});
    const { port } = closed;
    await closed.close();
    const outbound = createOutboundClient({
      userAgent: 'PodpieBot/1.0 (+http://localhost)',
      allowedAddresses: ['127.0.0.1'],
      allowedPorts: 'any',
      lookup: fakeResolver({ 'www.youtube.com': '127.0.0.1' }),
    });
    const isolated = await buildParserApp({ config: testParserConfig(), outbound });
    const watch = watchConnections();
    const response = await parse(`http://www.youtube.com:${port}/watch?v=dQw4w9WgXcQ`, isolated);
    watch.stop();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hostname: 'www.youtube.com',
      video: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
    expect(watch.nonLoopback()).toEqual([]);
    await isolated.close();
    outbound.close();
  });
});
