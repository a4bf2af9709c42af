// @vitest-environment jsdom
import type { FeedDetails, NetworkLink } from '@podpie/core';
import { describe, expect, it, vi } from 'vitest';
import type { ChosenShow } from './chosen-show.ts';
import { lookUpNetworks, type NetworkLookupClient } from './network-lookups.ts';

const show: ChosenShow & { feedUrl: string } = {
  itunesId: 42,
  name: 'Pie Talk',
  artistName: 'Ann Baker',
  feedUrl: 'https://feeds.example.com/pie-talk.xml',
  artworkUrl: 'https://img.example.com/pie.png',
  appleUrl: 'https://podcasts.apple.com/us/podcast/pie-talk/id42',
};

const details: FeedDetails = {
  summary: 'Talk about pies',
  description: 'A show about pies',
  image: null,
  subtitle: 'Pies!',
};

function fakeClient(overrides: Partial<NetworkLookupClient> = {}): NetworkLookupClient {
  const none = async (): Promise<NetworkLink[]> => [];
  return {
    basicNetworks: async () => [{ name: 'OVERCAST', url: 'https://overcast.fm/itunes42' }],
    feedDetails: async () => details,
    iHeartRadio: none,
    stitcher: none,
    playerFm: none,
    spotify: async () => [{ name: 'spotify', url: 'https://open.spotify.com/show/pie' }],
    google: none,
    ...overrides,
  };
}

describe('lookUpNetworks', () => {
  it('announces every service it searches, in order', async () => {
    const steps: string[] = [];
    await lookUpNetworks(show, fakeClient(), (step) => steps.push(step), vi.fn());
    expect(steps).toEqual([
      'basic-networks',
      'feed-details',
      'iheart',
      'stitcher',
      'player-fm',
      'spotify',
      'google',
    ]);
  });

  it('merges what every directory found with the Apple page and the feed picked', async () => {
    const { networks } = await lookUpNetworks(show, fakeClient(), vi.fn(), vi.fn());
    expect(networks).toEqual([
      { name: 'OVERCAST', url: 'https://overcast.fm/itunes42' },
      { name: 'APPLE-PODCAST', url: show.appleUrl },
      { name: 'RSS', url: show.feedUrl },
      { name: 'SPOTIFY', url: 'https://open.spotify.com/show/pie' },
    ]);
  });

  it('passes each service the details it searches by', async () => {
    const client = fakeClient({
      basicNetworks: vi.fn(async () => []),
      iHeartRadio: vi.fn(async () => []),
      stitcher: vi.fn(async () => []),
      playerFm: vi.fn(async () => []),
      spotify: vi.fn(async () => []),
      google: vi.fn(async () => []),
    });
    await lookUpNetworks(show, client, vi.fn(), vi.fn());
    expect(client.basicNetworks).toHaveBeenCalledWith({
      itunesId: 42,
      rssFeed: show.feedUrl,
      name: 'Pie Talk',
    });
    expect(client.iHeartRadio).toHaveBeenCalledWith({ subtitle: 'Pies!', name: 'Pie Talk' });
    expect(client.stitcher).toHaveBeenCalledWith({
      summary: 'Talk about pies',
      description: 'A show about pies',
      name: 'Pie Talk',
    });
    expect(client.playerFm).toHaveBeenCalledWith({
      artistName: 'Ann Baker',
      name: 'Pie Talk',
      rssFeed: show.feedUrl,
    });
    expect(client.spotify).toHaveBeenCalledWith({ summary: 'Talk about pies', name: 'Pie Talk' });
    expect(client.google).toHaveBeenCalledWith({ rssFeed: show.feedUrl });
  });

  it('asks Stitcher only when the show has a summary or a description', async () => {
    const stitcher = vi.fn(async () => []);
    const empty = { summary: null, description: '  ', image: null, subtitle: null };
    const steps: string[] = [];
    await lookUpNetworks(
      show,
      fakeClient({ feedDetails: async () => empty, stitcher }),
      (step) => steps.push(step),
      vi.fn(),
    );
    expect(stitcher).not.toHaveBeenCalled();
    expect(steps).toContain('stitcher');
  });

  it('searches Stitcher and Spotify by the description when there is no summary', async () => {
    const stitcher = vi.fn(async () => []);
    const spotify = vi.fn(async () => []);
    await lookUpNetworks(
      show,
      fakeClient({ feedDetails: async () => ({ ...details, summary: null }), stitcher, spotify }),
      vi.fn(),
      vi.fn(),
    );
    expect(stitcher).toHaveBeenCalledWith({
      summary: null,
      description: 'A show about pies',
      name: 'Pie Talk',
    });
    expect(spotify).toHaveBeenCalledWith({ summary: 'A show about pies', name: 'Pie Talk' });
  });

  it('only logs a failed search, drops its list and goes on with the others', async () => {
    const log = vi.fn();
    const { networks } = await lookUpNetworks(
      show,
      fakeClient({
        basicNetworks: async () => {
          throw new Error('down');
        },
        feedDetails: async () => {
          throw new Error('down');
        },
      }),
      vi.fn(),
      log,
    );
    expect(log).toHaveBeenCalledTimes(2);
    expect(networks.map((link) => link.name)).toEqual(['APPLE-PODCAST', 'RSS', 'SPOTIFY']);
  });
});
