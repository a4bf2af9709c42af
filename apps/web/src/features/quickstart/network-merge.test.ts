// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mergeNetworks, toDirectoryName } from './network-merge.ts';

describe('toDirectoryName', () => {
  it('maps the names lookups use to the catalogue names', () => {
    expect(toDirectoryName('APPLE-PODCAST')).toBe('APPLE-PODCAST');
    expect(toDirectoryName('Apple Podcasts')).toBe('APPLE-PODCAST');
    expect(toDirectoryName('spotify')).toBe('SPOTIFY');
    expect(toDirectoryName('Google Podcasts')).toBe('GOOGLE-PODCAST');
    expect(toDirectoryName('iHeartRadio')).toBe('IHEART');
    expect(toDirectoryName('Player FM')).toBe('PLAYERFM');
    expect(toDirectoryName('player_fm')).toBe('PLAYERFM');
    expect(toDirectoryName('Pocket Casts')).toBe('POCKETCAST');
    expect(toDirectoryName('Amazon Music')).toBe('AMAZON_MUSIC');
    expect(toDirectoryName('Podcast Addict')).toBe('PODCASTADDICT');
  });

  it('knows nothing of places outside the directory catalogue', () => {
    expect(toDirectoryName('MySpace')).toBeNull();
  });
});

describe('mergeNetworks', () => {
  it('keeps one link per directory, the first lookup that found it winning', () => {
    const merged = mergeNetworks([
      [{ name: 'Apple Podcasts', url: 'https://podcasts.apple.com/podcast/id1' }],
      [
        { name: 'APPLE-PODCAST', url: 'https://podcasts.apple.com/podcast/id2' },
        { name: 'Spotify', url: 'https://open.spotify.com/show/abc' },
      ],
    ]);
    expect(merged).toEqual([
      { name: 'APPLE-PODCAST', url: 'https://podcasts.apple.com/podcast/id1' },
      { name: 'SPOTIFY', url: 'https://open.spotify.com/show/abc' },
    ]);
  });

  it('lets a later lookup fill a directory an earlier one left empty', () => {
    const merged = mergeNetworks([
      [{ name: 'SPOTIFY', url: '' }],
      [{ name: 'SPOTIFY', url: ' https://open.spotify.com/show/abc ' }],
    ]);
    expect(merged).toEqual([{ name: 'SPOTIFY', url: 'https://open.spotify.com/show/abc' }]);
  });

  it('leaves out unknown places and addresses a page could not link to', () => {
    const merged = mergeNetworks([
      [
        { name: 'MySpace', url: 'https://myspace.com/show' },
        { name: 'CASTBOX', url: 'javascript:alert(1)' },
        { name: 'OVERCAST', url: 'https://overcast.fm/itunes1' },
      ],
    ]);
    expect(merged).toEqual([{ name: 'OVERCAST', url: 'https://overcast.fm/itunes1' }]);
  });

  it('gives nothing when no lookup found anything', () => {
    expect(mergeNetworks([[], []])).toEqual([]);
  });
});
