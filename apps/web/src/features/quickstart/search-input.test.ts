// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { classifySearchInput } from './search-input.ts';

describe('classifySearchInput', () => {
  it('treats blank text as nothing typed yet', () => {
    expect(classifySearchInput('   ')).toEqual({ kind: 'empty' });
  });

  it('searches for a show by the name typed, trimmed', () => {
    expect(classifySearchInput('  The Daily ')).toEqual({ kind: 'term', term: 'The Daily' });
  });

  it('reads the show id and name from a pasted Apple Podcasts link', () => {
    expect(
      classifySearchInput('https://podcasts.apple.com/us/podcast/the-daily/id1200361736?i=100'),
    ).toEqual({ kind: 'apple-link', itunesId: 1200361736, term: 'the daily' });
  });

  it('accepts an Apple link pasted without its scheme and an old iTunes link', () => {
    expect(classifySearchInput('podcasts.apple.com/gb/podcast/id42')).toEqual({
      kind: 'apple-link',
      itunesId: 42,
      term: null,
    });
    expect(classifySearchInput('https://itunes.apple.com/podcast/serial/id917918570')).toEqual({
      kind: 'apple-link',
      itunesId: 917918570,
      term: 'serial',
    });
  });

  it('goes straight to the feed when an RSS address is pasted', () => {
    expect(classifySearchInput('https://feeds.example.com/show.xml')).toEqual({
      kind: 'feed',
      url: 'https://feeds.example.com/show.xml',
    });
    expect(classifySearchInput('feeds.example.com/show')).toEqual({
      kind: 'feed',
      url: 'https://feeds.example.com/show',
    });
  });

  it('keeps a bare domain-like name as a search term', () => {
    expect(classifySearchInput('99pi.org')).toEqual({ kind: 'term', term: '99pi.org' });
  });

  it('searches an Apple page that names no show id as text rather than fetching it as a feed', () => {
    expect(classifySearchInput('https://podcasts.apple.com/us/browse')).toEqual({
      kind: 'term',
      term: 'https://podcasts.apple.com/us/browse',
    });
  });

  it('does not treat other schemes as feeds', () => {
    expect(classifySearchInput('javascript:alert(1)')).toEqual({
      kind: 'term',
      term: 'javascript:alert(1)',
    });
  });
});
