import { describe, expect, it } from 'vitest';
import { decodeDocument } from '../shared/charset.ts';
import { readFixture } from '../testing/fixtures.ts';
import { BrokenFeedError, NotAFeedError, parseFeed } from './parse-feed.ts';

const parseFixture = (name: string, url = `https://feeds.example/${name}`) =>
  parseFeed(decodeDocument(readFixture(name), 'xml'), { url });

describe('parseFeed', () => {
  it('reads a feed with a newline before its XML declaration, episodes newest first', () => {
    const feed = parseFixture('acast-style.xml');
    expect(feed.title).toBe('Harbour Lights');
    expect(feed.author).toBe('Ada Quay');
    expect(feed.link).toBe('https://harbour.example/');
    expect(feed.itunes.image).toBe('https://cdn.harbour.example/cover.jpg');
    expect(feed.description).toBe('Stories from the docks at night.\n\nNew episodes every Friday.');
    expect(feed.episodes.map((episode) => episode.guid)).toEqual(['hl-003', 'hl-002', 'hl-001']);
    expect(feed.items).toEqual(feed.episodes);
  });

  it('gives every episode its enclosure, whole-second duration, ISO date and image', () => {
    const [bonus, crane, pilot] = parseFixture('acast-style.xml').episodes;
    expect(crane).toMatchObject({
      title: 'The Night Crane',
      link: 'https://harbour.example/episodes/night-crane',
      enclosure_url: 'https://media.harbour.example/002.mp3',
      enclosure_type: 'audio/mpeg',
      duration: 3920,
      published_at: '2024-02-09T06:00:00.000Z',
      image: 'https://cdn.harbour.example/002.jpg',
    });
    // Relative enclosure resolved against the feed; episode without art falls back to the show's.
    expect(bonus).toMatchObject({
      enclosure_url: 'https://feeds.example/media/003.mp3',
      duration: 3723,
      published_at: '2024-02-12T17:30:00.000Z',
      image: 'https://cdn.harbour.example/cover.jpg',
    });
    expect(pilot).toMatchObject({ duration: 3249, description: 'Where it all starts.' });
  });

  it('reduces HTML show notes to safe text without scripts or styles', () => {
    const crane = parseFixture('acast-style.xml').episodes[1];
    expect(crane?.description).toBe('A crane operator on the night shift.\n\nCranes\n\nTides');
    expect(crane?.description).not.toMatch(/alert|color|</);
  });

  it('keeps channel and episode people from a feed without an XML declaration', () => {
    const feed = parseFixture('people-no-declaration.xml');
    expect(feed.title).toBe('The Workbench Show');
    expect(feed.author).toBe('Workbench Media');
    expect(feed.people).toEqual([
      {
        name: 'Mara Lindqvist',
        role: 'host',
        group: 'cast',
        img: 'https://workbench.example/mara.jpg',
        href: 'https://workbench.example/mara',
      },
    ]);
    const [latest, first] = feed.episodes;
    expect(latest?.people).toEqual([
      {
        name: 'Dr. Tim Hale',
        role: 'guest',
        group: 'cast',
        img: 'https://workbench.example/tim.jpeg',
        href: 'https://press.example/',
      },
      { name: 'Sam Reed', role: 'editor', group: 'post-production', img: null, href: null },
    ]);
    expect(latest?.duration).toBeNull();
    expect(first?.duration).toBe(3720);
  });

  it('reads the first drafts of the namespace: person as attributes, itunes:image as text', () => {
    const feed = parseFixture('namespace-old-forms.xml', 'https://sampler.example/feed.xml');
    expect(feed.itunes.image).toBe('https://sampler.example/images/show.jpg');
    expect(feed.author).toBe('Jo Example');
    const [later, earlier] = feed.episodes;
    expect(later?.image).toBe('https://sampler.example/images/ep2.jpg');
    expect(later?.link).toBe('https://sampler.example/show/ep2');
    expect(later?.people.map((person) => [person.name, person.role])).toEqual([
      ['Ann Host', 'host'],
      ['Ben Guest', 'guest'],
    ]);
    expect(earlier?.people).toEqual([]);
  });

  it('keeps smart quotes, drops invisible word joiners and resolves undefined entities', () => {
    const feed = parseFixture('smart-quotes.xml');
    expect(feed.title).toBe('1912: The Crossing');
    expect(feed.author).toBe('Salt & Spray');
    expect(feed.description).toBe('The ship, the ice & the long night … told in twelve parts.');
    const [women, iceberg] = feed.episodes;
    expect(women?.title).toBe('“Women and Children First”');
    expect(women?.description).toBe('The lifeboats are lowered—half empty.\n\nIt’s 1:40 a.m.');
    expect(women?.enclosure_url).toBe('https://crossing.example/2.mp3?track=a&b=1');
    expect(women?.duration).toBe(960);
    expect(iceberg?.title).toBe('Iceberg, Right Ahead ’');
    expect(iceberg?.description).toBe('Lookouts & binoculars…');
    expect(iceberg?.duration).toBe(2730);
  });

  it.each([
    ['gb2312.xml', '新闻国内', '我们的播客节目'],
    ['big5.xml', '臺灣新聞', '我們的播客節目'],
    ['iso-8859-1.xml', 'Café Crème', '“Déjà vu” isn’t new'],
  ])('honours the declared charset of %s', (name, title, episode) => {
    const feed = parseFixture(name);
    expect(feed.title).toBe(title);
    expect(feed.episodes[0]?.title).toBe(episode);
    expect(feed.episodes[0]?.published_at).toBe('2018-09-18T06:38:10.000Z');
  });

  it('tolerates a byte-order mark and leading whitespace', () => {
    const xml = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('\n  <?xml version="1.0"?><rss><channel><title>BOM</title></channel></rss>'),
    ]);
    expect(parseFeed(decodeDocument(xml, 'xml')).title).toBe('BOM');
  });

  it('refuses a feed that lost its opening channel tag, saying so', () => {
    expect(() => parseFixture('missing-channel-open.xml')).toThrow(
      new BrokenFeedError('its <channel> opening tag is missing'),
    );
  });

  it('refuses a feed whose item is never closed', () => {
    const xml =
      '<rss><channel><title>Merged</title><item><title>One</title><item><title>Two</title></item></channel></rss>';
    expect(() => parseFeed(xml)).toThrow(new BrokenFeedError('a <item> is never closed'));
  });

  it('reads an Atom podcast', () => {
    const feed = parseFixture('atom-podcast.xml');
    expect(feed).toMatchObject({
      title: 'Atomic Talk',
      author: 'Nell Atom',
      link: 'https://atomic.example/',
      description: 'A podcast published as Atom',
      itunes: { image: 'https://atomic.example/logo.png' },
    });
    expect(feed.episodes[0]).toMatchObject({
      title: 'Splitting Things',
      link: 'https://atomic.example/1',
      enclosure_url: 'https://atomic.example/1.mp3',
      description: 'Episode one',
      published_at: '2023-12-13T18:30:02.000Z',
    });
  });

  it('survives very many entities and entity declarations without expanding them', () => {
    const notes = '&amp;&nbsp;&#8217;'.repeat(50_000);
    const xml = `<!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <rss><channel><title>Entities &b; &undefined;</title>
      <item><title>One</title><description>${notes}</description></item></channel></rss>`;
    const feed = parseFeed(xml);
    expect(feed.title).toBe('Entities &b; &undefined;');
    expect(feed.episodes[0]?.description?.startsWith('& ’& ’')).toBe(true);
  });

  it('matches closing tags whatever their case, as hand-written feeds need', () => {
    const xml =
      '<RSS><Channel><Title>Cased</title><Item><Title>One</TITLE><pubDate>Tue, 23 Oct 2018 17:09:31 +0000</pubdate></item></channel></rss>';
    const feed = parseFeed(xml);
    expect(feed.title).toBe('Cased');
    expect(feed.episodes).toMatchObject([
      { title: 'One', published_at: '2018-10-23T17:09:31.000Z' },
    ]);
  });

  it('refuses a file cut short rather than showing half of it', () => {
    const xml =
      '<rss><channel><title>Cut</title><item><title>Whole</title></item><item><title>Half';
    expect(() => parseFeed(xml)).toThrow(BrokenFeedError);
  });

  it('reads unclosed markup inside show notes without calling the feed broken', () => {
    const xml =
      '<rss><channel><title>Notes</title><item><title>One</title><description><p>Hello<br>there</description></item></channel></rss>';
    expect(parseFeed(xml).episodes[0]?.description).toBe('Hello\nthere');
  });

  it('refuses an HTML page', () => {
    expect(() => parseFeed(decodeDocument(readFixture('not-a-feed.html'), 'xml'))).toThrow(
      NotAFeedError,
    );
    expect(() => parseFeed('')).toThrow(NotAFeedError);
    expect(() => parseFeed('<rss></rss>')).toThrow(NotAFeedError);
  });
});
