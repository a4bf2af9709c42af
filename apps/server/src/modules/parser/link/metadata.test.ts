import { describe, expect, it } from 'vitest';
import { decodeDocument } from '../shared/charset.ts';
import { readFixture } from '../testing/fixtures.ts';
import { extractMetadata } from './metadata.ts';
import { scanPage } from './scan-page.ts';

const metadataOf = (fixture: string, pageUrl: string) =>
  extractMetadata(scanPage(decodeDocument(readFixture(fixture), 'html')), pageUrl);

describe('extractMetadata', () => {
  it('makes a YouTube page a video card with its embeddable player', () => {
    const { result, oembedUrl } = metadataOf(
      'youtube-watch.html',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(result).toEqual({
      author: 'Closet Studio',
      date: '2023-04-14T16:02:38.000Z',
      description: 'How we built a tiny studio & what it cost.',
      image: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      logo: 'https://www.youtube.com/s/img/favicon_144x144.png',
      publisher: 'YouTube',
      title: 'Building a Podcast Studio in a Closet',
      price: null,
      hostname: 'www.youtube.com',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
    expect(oembedUrl).toBe(
      'https://www.youtube.com/oembed?format=json&url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ',
    );
  });

  it('finds the Vimeo player even when the page is served from elsewhere', () => {
    const { result } = metadataOf('vimeo-video.html', 'http://127.0.0.1:9/vimeo');
    expect(result).toMatchObject({
      title: 'Tides at Night',
      description: 'A short film about the harbour. "Tides"…',
      author: 'Harbour Films',
      date: '2013-10-15T18:08:29.000Z',
      publisher: 'Vimeo',
      url: 'https://vimeo.com/76979871',
      hostname: '127.0.0.1',
      video: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('reads a JSON-LD @graph, resolving the publisher and making relative images absolute', () => {
    const { result } = metadataOf('article-graph.html', 'https://studio.example/blog/mics');
    expect(result).toMatchObject({
      title: 'Ten Microphones Compared',
      description: 'We tried ten microphones under $200.',
      author: 'Lee Park, Kim Ode',
      date: '2024-03-05T09:00:00.000Z',
      image: 'https://studio.example/blog/images/mics.jpg',
      publisher: 'Studio Notes Ltd',
      logo: 'https://studio.example/logo.png',
      video: null,
    });
  });

  it('reads microdata: product name, description, price and a relative image', () => {
    const { result } = metadataOf('product-microdata.html', 'https://shop.example/kits/starter');
    expect(result).toMatchObject({
      title: 'Podcast Starter Kit',
      description: 'Two microphones, two stands and a mixer.',
      image: 'https://shop.example/img/kit.png',
      price: '149.00 EUR',
      publisher: 'Pod Shop',
      author: null,
      video: null,
    });
  });

  it('does not make an audio episode page a video card, whatever its og:type says', () => {
    const { result, oembedUrl } = metadataOf('episode-audio.html', 'https://castaway.example/e/1');
    expect(result).toMatchObject({
      title: 'Decaf',
      publisher: 'castaway',
      image: 'https://images.castaway.example/decaf.jpg',
      video: null,
    });
    expect(oembedUrl).toBe('https://castaway.example/oembed?url=decaf');
  });

  it('falls back to the <title> and announces the oEmbed document', () => {
    const { result, oembedUrl } = metadataOf('oembed-video.html', 'https://live.example/s/1');
    expect(result.title).toBe('Harbour Live: Tuesday Session');
    expect(result.url).toBe('https://live.example/s/1');
    expect(oembedUrl).toBe('https://live.example/oembed?format=json&url=session');
  });
});
