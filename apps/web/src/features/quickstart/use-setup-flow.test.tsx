// @vitest-environment jsdom
import { defaultProjectStyle, type FeedParseResult } from '@podpie/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChosenShow } from './chosen-show.ts';
import type { NetworkLookupClient } from './network-lookups.ts';
import type { ImportDeps } from './run-import.ts';
import type { SaveDeps } from './save-starter-page.ts';
import { useSetupFlow } from './use-setup-flow.ts';

const show: ChosenShow = {
  itunesId: 1,
  name: 'Pie Talk',
  artistName: 'Ann Baker',
  feedUrl: 'https://feeds.example.com/pie.xml',
  artworkUrl: 'https://img.example.com/pie.png',
  appleUrl: null,
};

const feed: FeedParseResult = {
  title: 'Pie Talk',
  description: null,
  link: null,
  author: null,
  itunes: { image: null },
  items: [],
  people: [],
  episodes: [],
  episode_count: 0,
};

const nothing = async () => [];
const lookups: NetworkLookupClient = {
  basicNetworks: nothing,
  feedDetails: async () => ({ summary: null, description: null, image: null, subtitle: null }),
  iHeartRadio: nothing,
  stitcher: nothing,
  playerFm: nothing,
  spotify: nothing,
  google: nothing,
};
const stored = {
  uuid: 'u',
  cdnUrl: 'http://app.test/uploads/u.png',
  originalUrl: 'http://app.test/uploads/u.png',
  mimeType: 'image/png',
};

function setup(overrides: { importDeps?: Partial<ImportDeps>; saveDeps?: Partial<SaveDeps> } = {}) {
  const importDeps: ImportDeps = {
    lookups,
    parseFeed: async () => feed,
    uploadFromUrl: async () => stored,
    buildPies: () => [],
    log: vi.fn(),
    ...overrides.importDeps,
  };
  const saveDeps: SaveDeps = {
    signedIn: false,
    writeDraft: vi.fn(),
    createProjectWithPies: vi.fn(async () => ({ id: 5 })),
    syncPies: vi.fn(async () => undefined),
    now: () => new Date('2030-01-01T00:00:00Z'),
    ...overrides.saveDeps,
  };
  const hook = renderHook(() => useSetupFlow({ importDeps, saveDeps }));
  return { hook, importDeps, saveDeps };
}

describe('useSetupFlow', () => {
  it('imports the picked show, keeps the draft and ends on the draft editor', async () => {
    const { hook, saveDeps } = setup();
    act(() => hook.result.current.pick(show));
    await waitFor(() => expect(hook.result.current.state.phase).toBe('done'));
    expect(hook.result.current.state).toMatchObject({ path: '/quickstart-project' });
    expect(saveDeps.writeDraft).toHaveBeenCalledWith({
      project: {
        ...defaultProjectStyle(),
        artwork_uuid: 'u',
        artwork_cdnUrl: stored.cdnUrl,
        artwork_originalUrl: stored.originalUrl,
        artwork_mime_type: 'image/png',
      },
      pies: [],
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it('saves nothing for an attempt the owner left for the search', async () => {
    let releaseFeed: (value: FeedParseResult) => void = () => undefined;
    const { hook, saveDeps } = setup({
      importDeps: { parseFeed: () => new Promise((resolve) => (releaseFeed = resolve)) },
    });
    act(() => hook.result.current.pick(show));
    act(() => hook.result.current.backToSearch());
    await act(async () => releaseFeed(feed));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hook.result.current.state.phase).toBe('search');
    expect(saveDeps.writeDraft).not.toHaveBeenCalled();
  });

  it('goes on without artwork when asked after a failed upload', async () => {
    const uploadFromUrl = vi.fn(async () => {
      throw new Error('404');
    });
    const { hook, saveDeps } = setup({ importDeps: { uploadFromUrl } });
    act(() => hook.result.current.pick(show));
    await waitFor(() =>
      expect(hook.result.current.state).toMatchObject({
        phase: 'failed',
        failure: { kind: 'artwork' },
      }),
    );
    act(() => hook.result.current.retry({ withoutArtwork: true }));
    await waitFor(() => expect(hook.result.current.state.phase).toBe('done'));
    expect(uploadFromUrl).toHaveBeenCalledTimes(1);
    expect(saveDeps.writeDraft).toHaveBeenCalledTimes(1);
  });

  it('a save that failed once makes one project on retry', async () => {
    const createProjectWithPies = vi
      .fn<SaveDeps['createProjectWithPies']>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce({ id: 5 });
    const { hook, saveDeps } = setup({ saveDeps: { signedIn: true, createProjectWithPies } });
    act(() => hook.result.current.pick(show));
    await waitFor(() =>
      expect(hook.result.current.state).toMatchObject({
        phase: 'failed',
        failure: { kind: 'save' },
      }),
    );
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.state.phase).toBe('done'));
    expect(hook.result.current.state).toMatchObject({ path: '/projects/5' });
    // The failed call stored nothing (one transaction), so the two calls leave one project.
    expect(createProjectWithPies).toHaveBeenCalledTimes(2);
    expect(saveDeps.syncPies).not.toHaveBeenCalled();
  });
});
