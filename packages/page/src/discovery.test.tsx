import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderPageHtml } from './server.ts';
import { NOW, pie, project } from './test-world.tsx';

const header = pie({
  main_type: 'HEADER-TITLE',
  title: 'The Daily </script><b>Pie',
  description: 'Baking news every morning',
  image_url: 'https://img.example.com/art.jpg',
});
const feed = pie({ main_type: 'PODCAST-FEED', link_value: 'https://feeds.example.com/pie.xml' });
const apple = pie({
  main_type: 'PODCAST-NETWORK',
  name: 'APPLE-PODCAST',
  link_value: 'https://podcasts.apple.com/podcast/id123',
});
const stitcher = pie({
  main_type: 'PODCAST-NETWORK',
  name: 'STITCHER',
  link_value: 'https://www.stitcher.com/show/pie',
});
const instagram = pie({
  main_type: 'SOCIAL-NETWORKS',
  name: 'INSTAGRAM',
  social_username: 'dailypie',
});

function documentOf(pies = [header, feed, apple, stitcher, instagram]) {
  const html = renderPageHtml({
    project: project(),
    pies,
    now: NOW,
    lang: 'en',
    canonicalUrl: 'https://podpie.example/dailypie',
  });
  return new JSDOM(html).window.document;
}

function seriesOf(document: Document): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null') as Record<string, unknown>;
}

describe('a published page can be discovered', () => {
  it('points podcast apps at the show feed', () => {
    const link = documentOf().querySelector('link[rel=alternate][type="application/rss+xml"]');
    expect(link?.getAttribute('href')).toBe('https://feeds.example.com/pie.xml');
  });

  it('has no feed link when the page lists no episodes', () => {
    const document = documentOf([header, apple]);
    expect(document.querySelector('link[rel=alternate]')).toBeNull();
  });

  it('describes the show as a PodcastSeries whose sameAs are its live directories', () => {
    const series = seriesOf(documentOf());
    expect(series).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PodcastSeries',
      name: 'The Daily </script><b>Pie',
      description: 'Baking news every morning',
      image: 'https://img.example.com/art.jpg',
      url: 'https://podpie.example/dailypie',
      webFeed: 'https://feeds.example.com/pie.xml',
      sameAs: ['https://podcasts.apple.com/podcast/id123'],
    });
  });

  it('keeps an owner title from closing the structured data element', () => {
    const document = documentOf();
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(document.querySelector('b')).toBeNull();
  });

  it('marks the owner profiles rel="me" so the fediverse can verify the page', () => {
    const profile = documentOf().querySelector('.pp-socials a');
    expect(profile?.getAttribute('rel')).toBe('me');
  });

  it('hides links to directories that have shut down', () => {
    const links = [...documentOf().querySelectorAll('.pp-dirs a')].map((a) => a.ariaLabel);
    expect(links).toEqual(['Apple Podcasts']);
  });
});
