// @vitest-environment jsdom
import { type FeedParseResult, makePie } from '@podpie/core';
import { describe, expect, it, vi } from 'vitest';
import type { ChosenShow } from './chosen-show.ts';
import type { ImportStep } from './import-steps.ts';
import type { NetworkLookupClient } from './network-lookups.ts';
import { type FeedImportRequest, type ImportDeps, runImport } from './run-import.ts';

const show: ChosenShow = {
  itunesId: 42,
  name: 'Pie Talk',
  artistName: 'Ann Baker',
  feedUrl: 'https://feeds.example.com/pie-talk.xml',
  artworkUrl: 'https://img.example.com/pie.png',
  appleUrl: 'https://podcasts.apple.com/us/podcast/pie-talk/id42',
};

const feed: FeedParseResult = {
  title: 'Pie Talk',
  description: null,
  link: null,
  author: null,
  itunes: { image: 'https://img.example.com/feed.png' },
  items: [],
  people: [],
  episodes: [],
  episode_count: 0,
};

const stored = {
  uuid: 'u-1',
  cdnUrl: 'http://app.test/uploads/u-1.png',
  originalUrl: 'http://app.test/uploads/u-1.png',
  mimeType: 'image/png',
};

const lookups: NetworkLookupClient = {
  basicNetworks: async () => [],
  feedDetails: async () => ({ summary: null, description: null, image: null, subtitle: null }),
  iHeartRadio: async () => [],
  stitcher: async () => [],
  playerFm: async () => [],
  spotify: async () => [{ name: 'SPOTIFY', url: 'https://open.spotify.com/show/pie' }],
  google: async () => [],
};

function deps(overrides: Partial<ImportDeps> = {}): ImportDeps {
  return {
    lookups,
    parseFeed: async () => feed,
    uploadFromUrl: async () => stored,
    buildPies: (request: FeedImportRequest) => [
      makePie({ id: -1, main_type: 'HEADER-TITLE', title: request.trackName }),
    ],
    log: vi.fn(),
    ...overrides,
  };
}

describe('runImport', () => {
  it('starts the page in the colours the server read from the artwork', async () => {
    const palette = { dominant: '#ffd400', accent: '#1d4ed8' };
    const outcome = await runImport(
      show,
      deps({ uploadFromUrl: async () => ({ ...stored, palette }) }),
      vi.fn(),
    );
    if (!outcome.ok) throw new Error('import failed');
    expect(outcome.page.project).toMatchObject({
      background_type: 'SOLID',
      solid_color: '#ffd400',
      text_color: '#000000',
      button_color: '#1d4ed8',
      button_text_color: '#ffffff',
    });
    expect(outcome.page.project.design?.font).not.toBe('system');
  });

  it('builds a starter page titled with the show, wearing its stored artwork', async () => {
    const buildPies = vi.fn(deps().buildPies);
    const outcome = await runImport(show, deps({ buildPies }), vi.fn());
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.page.pies[0]?.title).toBe('Pie Talk');
    expect(outcome.page.project).toMatchObject({
      artwork_uuid: 'u-1',
      artwork_cdnUrl: stored.cdnUrl,
      artwork_mime_type: 'image/png',
    });
    expect(buildPies).toHaveBeenCalledWith({
      feedUrl: show.feedUrl,
      trackName: 'Pie Talk',
      artworkUrl: stored.cdnUrl,
      description: null,
      people: [],
      networks: [
        { name: 'APPLE-PODCAST', url: show.appleUrl },
        { name: 'RSS', url: show.feedUrl },
        { name: 'SPOTIFY', url: 'https://open.spotify.com/show/pie' },
      ],
    });
  });

  it('reports every step from the feed check to the last directory', async () => {
    const steps: ImportStep[] = [];
    await runImport(show, deps(), (step) => steps.push(step));
    expect(steps.slice(0, 3)).toEqual(['feed', 'artwork', 'basic-networks']);
    expect(steps.at(-1)).toBe('google');
  });

  it('stops with the feed address when the feed cannot be fetched', async () => {
    const uploadFromUrl = vi.fn(async () => stored);
    const outcome = await runImport(
      show,
      deps({
        parseFeed: async () => {
          throw new Error('502');
        },
        uploadFromUrl,
      }),
      vi.fn(),
    );
    expect(outcome).toEqual({ ok: false, failure: { kind: 'feed', url: show.feedUrl } });
    expect(uploadFromUrl).not.toHaveBeenCalled();
  });

  it('stops before fetching anything when the directory lists no feed', async () => {
    const parseFeed = vi.fn(async () => feed);
    const outcome = await runImport({ ...show, feedUrl: null }, deps({ parseFeed }), vi.fn());
    expect(outcome).toEqual({ ok: false, failure: { kind: 'feed', url: show.appleUrl } });
    expect(parseFeed).not.toHaveBeenCalled();
  });

  it('stops with the setup failure when the artwork cannot be stored', async () => {
    const outcome = await runImport(
      show,
      deps({
        uploadFromUrl: async () => {
          throw new Error('404');
        },
      }),
      vi.fn(),
    );
    expect(outcome).toEqual({ ok: false, failure: { kind: 'artwork' } });
  });

  it('goes on without a picture when the owner chose to skip the artwork', async () => {
    const uploadFromUrl = vi.fn(async () => stored);
    const outcome = await runImport(show, deps({ uploadFromUrl }), vi.fn(), {
      withoutArtwork: true,
    });
    expect(uploadFromUrl).not.toHaveBeenCalled();
    expect(outcome.ok && outcome.page.project.artwork_uuid).toBeNull();
  });

  it("uses the feed's own artwork when the directory gave none", async () => {
    const uploadFromUrl = vi.fn(async () => stored);
    await runImport({ ...show, artworkUrl: null }, deps({ uploadFromUrl }), vi.fn());
    expect(uploadFromUrl).toHaveBeenCalledWith('https://img.example.com/feed.png');
  });
});
