import { describe, expect, it } from 'vitest';
import {
  ADDED_DIRECTORY_TEMPLATES,
  ALL_DIRECTORY_TEMPLATES,
  DIRECTORY_TEMPLATES,
  findDirectory,
  isOfferedForNewLinks,
  OPEN_DIRECTORY_TEMPLATES,
} from './directories.ts';
import { logoFor } from './logos.ts';

describe('podcast directories', () => {
  it('lists the nineteen directories in SPEC order, each with a label and a logo', () => {
    expect(DIRECTORY_TEMPLATES.map((entry) => entry.name)).toEqual([
      'APPLE-PODCAST',
      'GOOGLE-PODCAST',
      'CASTBOX',
      'OVERCAST',
      'POCKETCAST',
      'RADIOPUBLIC',
      'SPOTIFY',
      'TUNEIN',
      'RSS',
      'STITCHER',
      'IHEART',
      'PLAYERFM',
      'CASTRO',
      'PODCASTADDICT',
      'PODFRIEND',
      'PODHERO',
      'PODCASTREPUBLIC',
      'SONNET',
      'AMAZON_MUSIC',
    ]);
    for (const entry of DIRECTORY_TEMPLATES) {
      expect(entry.label).not.toBe('');
      expect(entry.icon_group).toBe('podcasts');
      expect(entry.main_type).toBe('PODCAST-NETWORK');
    }
  });

  it('shut-down directories are never offered for a new link', () => {
    const closed = DIRECTORY_TEMPLATES.filter((entry) => entry.closed).map((e) => e.name);
    expect(closed).toEqual(['GOOGLE-PODCAST', 'RADIOPUBLIC', 'STITCHER', 'PODFRIEND', 'PODHERO']);
    expect(OPEN_DIRECTORY_TEMPLATES).toHaveLength(14);
    expect(isOfferedForNewLinks('STITCHER')).toBe(false);
    expect(isOfferedForNewLinks('SPOTIFY')).toBe(true);
    expect(isOfferedForNewLinks('MYSTERY-CAST')).toBe(false);
  });

  it('an existing link to a shut-down directory still finds its label and logo', () => {
    expect(findDirectory('GOOGLE-PODCAST')).toMatchObject({
      label: 'Google Podcasts',
      icon_name: 'google_podcast',
    });
  });

  it('matches a network by name, label or logo whatever its case and punctuation', () => {
    expect(findDirectory('Apple Podcasts')?.name).toBe('APPLE-PODCAST');
    expect(findDirectory('apple_podcast')?.name).toBe('APPLE-PODCAST');
    expect(findDirectory('iHeartRadio')?.name).toBe('IHEART');
    expect(findDirectory('amazon music')?.name).toBe('AMAZON_MUSIC');
    expect(findDirectory('')).toBeUndefined();
    expect(findDirectory('--')).toBeUndefined();
    expect(findDirectory(null)).toBeUndefined();
  });
});

describe("today's directories beside SPEC.md's nineteen", () => {
  it('adds the live directories listeners ask for, each with a label and a logo', () => {
    expect(ADDED_DIRECTORY_TEMPLATES.map((entry) => entry.label)).toEqual([
      'Fountain',
      'Goodpods',
      'AntennaPod',
      'YouTube Music',
      'Podcast Index',
      'Podverse',
      'Castamatic',
      'Podcast Guru',
      'Deezer',
      'Audible',
    ]);
    for (const entry of ADDED_DIRECTORY_TEMPLATES) {
      expect(entry.closed).toBe(false);
      expect(logoFor(entry.icon_name)?.label).toBe(entry.label);
    }
    expect(ALL_DIRECTORY_TEMPLATES).toHaveLength(29);
  });

  it('finds an added directory by its name or label and offers it for new links', () => {
    expect(findDirectory('YouTube Music')?.name).toBe('YOUTUBE_MUSIC');
    expect(isOfferedForNewLinks('GOODPODS')).toBe(true);
  });

  it("keeps a new page's defaults to SPEC.md's open directories", () => {
    expect(OPEN_DIRECTORY_TEMPLATES.every((entry) => entry.order <= 19)).toBe(true);
  });
});
