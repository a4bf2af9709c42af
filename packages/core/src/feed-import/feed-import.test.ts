import { describe, expect, it } from 'vitest';
import { importFeed, showDescription } from './feed-import.ts';

const sequence = () => {
  let n = 0;
  return () => {
    n += 1;
    return n / 1000;
  };
};

const show = {
  feedUrl: 'https://feeds.example.com/show.rss',
  trackName: 'The Example Show',
  artworkUrl: 'https://img.example.com/art.jpg',
  networks: [
    { name: 'SPOTIFY', url: 'https://open.spotify.com/show/abc' },
    { name: 'Apple Podcasts', url: 'https://podcasts.apple.com/podcast/id1' },
    { name: 'CASTBOX', url: 'https://castbox.fm/channel/1' },
    { name: 'OVERCAST', url: '' },
    { name: 'UNKNOWN-DIRECTORY', url: 'https://unknown.example.com' },
    { name: 'TUNEIN', url: 'javascript:alert(1)' },
    { name: 'GOODPODS', url: 'https://www.goodpods.com/podcasts-aid/1' },
  ],
};

describe('feed import (quick start)', () => {
  const pies = importFeed(show, sequence());
  const byType = (type: string) => pies.filter((pie) => pie.main_type === type);

  it('produces all messenger and social entries', () => {
    expect(byType('MESSENGERS')).toHaveLength(7);
    expect(byType('SOCIAL-NETWORKS')).toHaveLength(11);
  });

  it('fills podcast entries from the matching network urls', () => {
    const link = (name: string) =>
      byType('PODCAST-NETWORK').find((p) => p.name === name)?.link_value;
    expect(link('APPLE-PODCAST')).toBe('https://podcasts.apple.com/podcast/id1');
    expect(link('SPOTIFY')).toBe('https://open.spotify.com/show/abc');
    expect(link('CASTBOX')).toBe('https://castbox.fm/channel/1');
    expect(link('OVERCAST')).toBeNull();
  });

  it('adds a directory newer than SPEC.md only where the show is listed', () => {
    const names = byType('PODCAST-NETWORK').map((pie) => pie.name);
    expect(names).toContain('GOODPODS');
    expect(names).not.toContain('FOUNTAIN');
    expect(pies.find((pie) => pie.name === 'GOODPODS')?.link_value).toBe(
      'https://www.goodpods.com/podcasts-aid/1',
    );
  });

  it("lists the show's apps as a 'Listen' section", () => {
    expect(byType('PODCAST-NETWORK').every((pie) => pie.sub_type === 'LISTEN')).toBe(true);
  });

  it('never turns an unsafe network address into a link', () => {
    expect(pies.find((pie) => pie.name === 'TUNEIN')?.link_value).toBeNull();
  });

  it('appends a HEADER-TITLE titled with the track name', () => {
    expect(byType('HEADER-TITLE')).toEqual([
      expect.objectContaining({
        modal_title: 'TITLE-AND-DESCRIPTION',
        name: 'TITLE-AND-DESCRIPTION',
        title: 'The Example Show',
      }),
    ]);
  });

  it("the header carries the show's description as plain words", () => {
    const withBlurb = importFeed(
      { ...show, description: '<p>Baking news &amp; gossip,</p><br/>every   morning.' },
      sequence(),
    );
    expect(withBlurb.find((pie) => pie.main_type === 'HEADER-TITLE')?.description).toBe(
      'Baking news & gossip, every morning.',
    );
    expect(showDescription('x'.repeat(500))?.length).toBe(400);
    expect(showDescription('<p> </p>')).toBeNull();
  });

  it("appends 'Listen on' badges for Apple Podcasts, Google Podcasts and Spotify that have a url, in that order", () => {
    expect(
      byType('PLATFORM-BADGE').map((pie) => [pie.name, pie.description, pie.link_value]),
    ).toEqual([
      ['APPLE-PODCAST', 'Listen on', 'https://podcasts.apple.com/podcast/id1'],
      ['SPOTIFY', 'Listen on', 'https://open.spotify.com/show/abc'],
    ]);
    const withGoogle = importFeed(
      {
        ...show,
        networks: [...show.networks, { name: 'GOOGLE-PODCAST', url: 'https://g.example/x' }],
      },
      sequence(),
    );
    expect(withGoogle.filter((p) => p.main_type === 'PLATFORM-BADGE').map((p) => p.name)).toEqual([
      'APPLE-PODCAST',
      'GOOGLE-PODCAST',
      'SPOTIFY',
    ]);
  });

  it('ends with a PODCAST-FEED of 3 thumbnails, the artwork and the feed address', () => {
    expect(pies.at(-1)).toMatchObject({
      main_type: 'PODCAST-FEED',
      sub_type: 'THUMBNAIL',
      value: '3',
      image_url: 'https://img.example.com/art.jpg',
      link_value: 'https://feeds.example.com/show.rss',
    });
  });

  it('each appended block takes the next sort_order', () => {
    const orders = pies.map((pie) => pie.sort_order);
    expect(orders).toEqual(orders.map((_, index) => index + 1));
    expect(pies.slice(-4).map((pie) => pie.main_type)).toEqual([
      'HEADER-TITLE',
      'PLATFORM-BADGE',
      'PLATFORM-BADGE',
      'PODCAST-FEED',
    ]);
  });

  it('every block gets its own temporary id from the injected random source', () => {
    expect(new Set(pies.map((pie) => pie.id)).size).toBe(pies.length);
    expect(pies.every((pie) => pie.id < 0)).toBe(true);
  });

  it('a show without networks or artwork still gets its header and feed', () => {
    const bare = importFeed({ ...show, artworkUrl: null, networks: [] }, sequence());
    expect(bare.filter((pie) => pie.main_type === 'PLATFORM-BADGE')).toHaveLength(0);
    expect(bare.at(-1)).toMatchObject({ main_type: 'PODCAST-FEED', image_url: null });
  });
});

describe('feed import with Podcasting 2.0 tags', () => {
  const pies = importFeed(
    {
      ...show,
      funding: [
        { url: 'https://www.patreon.com/pietalk', title: 'Support us on Patreon' },
        { url: 'https://support.example.org/pie', title: 'Our own tip jar' },
        { url: 'javascript:alert(1)', title: 'Nope' },
      ],
      people: [
        { name: 'Ada Crust', role: 'host', img: 'https://img.example/ada.jpg' },
        { name: 'Guest Star', role: 'guest', img: null },
      ],
      trailer: { url: 'https://media.example/trailer.mp3', title: 'Season two trailer' },
    },
    sequence(),
  );
  const byType = (type: string) => pies.filter((pie) => pie.main_type === type);

  it('turns funding links into tip badges, the known services with their own badge', () => {
    const tips = byType('TIP-US-BADGE');
    expect(tips.map((pie) => [pie.name, pie.title, pie.link_value])).toEqual([
      ['Patreon', null, 'https://www.patreon.com/pietalk'],
      [null, 'Our own tip jar', 'https://support.example.org/pie'],
    ]);
    expect(tips[0]?.icon_name).toBe('patreon');
  });

  it('makes the hosts authors with their pictures, not the guests', () => {
    expect(byType('AUTHORS').map((pie) => [pie.title, pie.description, pie.image_url])).toEqual([
      ['Ada Crust', 'Host', 'https://img.example/ada.jpg'],
    ]);
  });

  it('adds the trailer as a link the page plays, without the pulsing highlight', () => {
    const trailer = byType('LINK-INPUT')[0];
    expect(trailer).toMatchObject({
      title: 'Season two trailer',
      link_value: 'https://media.example/trailer.mp3',
      is_pop: false,
    });
  });
});
