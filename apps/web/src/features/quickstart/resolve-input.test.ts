// @vitest-environment jsdom
import type { FeedParseResult, PodcastSearchResult } from '@podpie/core';
import { describe, expect, it, vi } from 'vitest';
import { type ResolveClient, resolveSearchInput } from './resolve-input.ts';

function result(trackId: number, trackName: string, feedUrl: string | null = null) {
  return {
    trackId,
    trackName,
    artistName: 'Ann Baker',
    artworkUrl600: `https://img.example.com/${trackId}.png`,
    trackViewUrl: `https://podcasts.apple.com/us/podcast/id${trackId}`,
    feedUrl,
  } satisfies PodcastSearchResult;
}

const feed: FeedParseResult = {
  title: 'Pie Talk',
  description: null,
  link: null,
  author: 'Ann Baker',
  itunes: { image: 'https://img.example.com/feed.png' },
  items: [],
  people: [],
  episodes: [],
  episode_count: 0,
};

function client(overrides: Partial<ResolveClient> = {}): ResolveClient {
  return { search: async () => [], parseFeed: async () => feed, ...overrides };
}

describe('resolveSearchInput', () => {
  it('offers the shows a name search finds', async () => {
    const search = vi.fn(async () => [result(1, 'Pie Talk'), result(2, 'Pie Time')]);
    const resolution = await resolveSearchInput({ kind: 'term', term: 'pie' }, client({ search }));
    expect(search).toHaveBeenCalledWith('pie');
    expect(resolution).toMatchObject({
      kind: 'options',
      options: [{ itunesId: 1, name: 'Pie Talk', artistName: 'Ann Baker' }, { itunesId: 2 }],
    });
  });

  it('offers nothing when no show matches', async () => {
    expect(await resolveSearchInput({ kind: 'term', term: 'zzz' }, client())).toEqual({
      kind: 'options',
      options: [],
    });
  });

  it('finds the show of an Apple link by its id', async () => {
    const search = vi.fn(async () => [result(7, 'Other'), result(42, 'Pie Talk')]);
    const resolution = await resolveSearchInput(
      { kind: 'apple-link', itunesId: 42, term: 'pie talk' },
      client({ search }),
    );
    expect(search).toHaveBeenCalledWith('42');
    expect(resolution).toMatchObject({ options: [{ itunesId: 42, name: 'Pie Talk' }] });
  });

  it("falls back on the name in the Apple link, keeping the link's show", async () => {
    const search = vi.fn(async (term: string) =>
      term === '42' ? [] : [result(7, 'Pie Talk Jr'), result(42, 'Pie Talk')],
    );
    const resolution = await resolveSearchInput(
      { kind: 'apple-link', itunesId: 42, term: 'pie talk' },
      client({ search }),
    );
    expect(resolution).toMatchObject({ options: [{ itunesId: 42 }] });
    expect(resolution.kind === 'options' && resolution.options).toHaveLength(1);
  });

  it('offers the shows of that name when the id is found nowhere', async () => {
    const search = vi.fn(async (term: string) => (term === '42' ? [] : [result(7, 'Pie Talk')]));
    const resolution = await resolveSearchInput(
      { kind: 'apple-link', itunesId: 42, term: 'pie talk' },
      client({ search }),
    );
    expect(resolution).toMatchObject({ options: [{ itunesId: 7 }] });
  });

  it('reads a pasted feed and matches it to its directory entry', async () => {
    const search = vi.fn(async () => [
      result(5, 'Pie Talk', 'https://elsewhere.example.com/feed'),
      result(42, 'Pie Talk', 'http://www.feeds.example.com/pie/'),
    ]);
    const resolution = await resolveSearchInput(
      { kind: 'feed', url: 'https://feeds.example.com/pie' },
      client({ search }),
    );
    expect(search).toHaveBeenCalledWith('Pie Talk');
    expect(resolution).toEqual({
      kind: 'options',
      options: [
        {
          itunesId: 42,
          name: 'Pie Talk',
          artistName: 'Ann Baker',
          feedUrl: 'https://feeds.example.com/pie',
          artworkUrl: 'https://img.example.com/feed.png',
          appleUrl: 'https://podcasts.apple.com/us/podcast/id42',
        },
      ],
    });
  });

  it('offers a pasted feed on its own when no directory lists it', async () => {
    const search = vi.fn(async () => {
      throw new Error('search down');
    });
    const resolution = await resolveSearchInput(
      { kind: 'feed', url: 'https://feeds.example.com/pie' },
      client({ search }),
    );
    expect(resolution).toMatchObject({
      options: [{ itunesId: null, appleUrl: null, name: 'Pie Talk' }],
    });
  });

  it('says which feed could not be fetched', async () => {
    const parseFeed = vi.fn(async () => {
      throw new Error('502');
    });
    expect(
      await resolveSearchInput(
        { kind: 'feed', url: 'https://dead.example.com/feed' },
        client({ parseFeed }),
      ),
    ).toEqual({ kind: 'feed-failed', url: 'https://dead.example.com/feed' });
  });
});
