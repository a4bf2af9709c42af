import { describe, expect, it } from 'vitest';
import { parseFeed } from './parse-feed.ts';

// Shaped like the feeds of shows that use Podcasting 2.0 (hosts such as Buzzsprout, RSS.com and
// Fountain write these tags at channel level, with mixed-case attribute names).
const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
  xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel>
  <title>Harbour Lights</title>
  <podcast:guid>917393e3-1b1e-5cef-ace4-edaa54e1f810</podcast:guid>
  <podcast:medium>Podcast</podcast:medium>
  <podcast:funding url="https://www.patreon.com/harbourlights">Support us on Patreon!</podcast:funding>
  <podcast:funding url="https://ko-fi.com/harbour">Buy us a coffee</podcast:funding>
  <podcast:funding url="javascript:alert(1)">Nope</podcast:funding>
  <podcast:person role="host" img="https://img.example/ada.jpg" href="https://ada.example">Ada Crust</podcast:person>
  <podcast:trailer pubdate="Thu, 01 Apr 2021 08:00:00 EST" url="https://media.example/old.mp3" length="1" type="audio/mpeg">Old trailer</podcast:trailer>
  <podcast:trailer pubdate="Mon, 06 Jan 2025 08:00:00 GMT" url="https://media.example/trailer.mp3" length="12345" type="audio/mpeg" season="2">Season two trailer</podcast:trailer>
  <podcast:podroll>
    <podcast:remoteItem feedGuid="2b62ef49-fcff-523c-b81a-0a7dde2b0609" feedUrl="https://feeds.example/friends.xml"/>
  </podcast:podroll>
  <podcast:value type="lightning" method="keysend" suggested="0.00000005000">
    <podcast:valueRecipient name="Ada" type="node" address="02d5c1bf8b940dc9cadca86d1b0a3c37fbe39cee4c7e839e33bef9174531d27f52" split="95"/>
    <podcast:valueRecipient name="Podcastindex.org" type="node" address="03ae9f91a0cb8ff43840e3c322c4c61f019d8c1c3cea15a25cfc425ac605e61a4a" split="5" fee="true"/>
  </podcast:value>
  <item><title>Episode 1</title><enclosure url="https://media.example/1.mp3" type="audio/mpeg"/></item>
</channel>
</rss>`;

describe('Podcasting 2.0 tags of the channel', () => {
  const { podcast, people } = parseFeed(FEED, { url: 'https://feeds.example/harbour.xml' });

  it('reads the show guid and medium', () => {
    expect(podcast?.guid).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
    expect(podcast?.medium).toBe('podcast');
  });

  it('keeps the http(s) funding links with their titles', () => {
    expect(podcast?.funding).toEqual([
      { url: 'https://www.patreon.com/harbourlights', title: 'Support us on Patreon!' },
      { url: 'https://ko-fi.com/harbour', title: 'Buy us a coffee' },
    ]);
  });

  it('lists trailers newest first', () => {
    expect(podcast?.trailers.map((trailer) => trailer.title)).toEqual([
      'Season two trailer',
      'Old trailer',
    ]);
    expect(podcast?.trailers[0]).toMatchObject({
      url: 'https://media.example/trailer.mp3',
      published_at: '2025-01-06T08:00:00.000Z',
      type: 'audio/mpeg',
    });
  });

  it('reads the podroll and the value block', () => {
    expect(podcast?.podroll).toEqual([
      {
        feed_guid: '2b62ef49-fcff-523c-b81a-0a7dde2b0609',
        feed_url: 'https://feeds.example/friends.xml',
      },
    ]);
    expect(podcast?.value?.type).toBe('lightning');
    expect(podcast?.value?.recipients.map((recipient) => recipient.split)).toEqual([95, 5]);
  });

  it('still reads the hosts with their pictures', () => {
    expect(people).toEqual([
      expect.objectContaining({
        name: 'Ada Crust',
        role: 'host',
        img: 'https://img.example/ada.jpg',
      }),
    ]);
  });

  it('answers empty lists for a feed without the namespace', () => {
    const plain = parseFeed(
      '<rss><channel><title>Plain</title><item><title>1</title></item></channel></rss>',
    );
    expect(plain.podcast).toEqual({
      guid: null,
      medium: null,
      funding: [],
      trailers: [],
      podroll: [],
      value: null,
    });
  });
});
