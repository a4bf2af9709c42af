import { ALL_DIRECTORY_TEMPLATES, makePie, piesFromDefaults } from '@podpie/core';
import { describe, expect, it } from 'vitest';
import {
  applyNetworkValues,
  networkEntries,
  networkLabel,
  valueProblem,
} from './network-entries.ts';

/** Distinct "random" numbers, so every default entry gets its own temporary id. */
function counter() {
  let next = 0;
  return () => {
    next += 1;
    return next / 1000;
  };
}

describe('the messenger, social and podcast modals', () => {
  it('refuse a social username that is really an address, naming it', () => {
    expect(valueProblem('SOCIAL-NETWORKS', 'INSTAGRAM', 'instagram.com/crumb')).toEqual({
      kind: 'username',
      value: 'instagram.com/crumb',
    });
    expect(valueProblem('SOCIAL-NETWORKS', 'INSTAGRAM', '@crumb')).toBeNull();
  });

  it('want a whole address for YouTube and a link for a podcast directory', () => {
    expect(valueProblem('SOCIAL-NETWORKS', 'YOUTUBE', 'crumb')).toEqual({ kind: 'link' });
    expect(valueProblem('SOCIAL-NETWORKS', 'YOUTUBE', 'https://youtube.com/@crumb')).toBeNull();
    expect(valueProblem('PODCAST-NETWORK', 'SPOTIFY', 'not a link')).toEqual({ kind: 'link' });
  });

  it('fill in the page’s existing entries and keep everything else as it was', () => {
    const pies = [
      makePie({ id: 9, main_type: 'TEXT-INPUT', title: 'Hello', sort_order: 1 }),
      ...piesFromDefaults(counter()),
    ];
    const entries = networkEntries('MESSENGERS', pies);
    expect(entries).toHaveLength(7);
    const next = applyNetworkValues(
      'MESSENGERS',
      pies,
      entries,
      { TELEGRAM: ' crumbchat ' },
      '#ff0000',
      () => -1,
    );
    const telegram = next.find((pie) => pie.main_type === 'MESSENGERS' && pie.name === 'TELEGRAM');
    expect(telegram?.social_username).toBe('crumbchat');
    expect(telegram?.icon_color).toBe('#ff0000');
    expect(next).toHaveLength(pies.length);
    expect(next[0]).toBe(pies[0]);
  });

  it('add an entry the page lacks as a new block at the end', () => {
    const text = makePie({ id: 9, main_type: 'TEXT-INPUT', title: 'Hello', sort_order: 4 });
    const entries = networkEntries('SOCIAL-NETWORKS', [text]);
    const next = applyNetworkValues(
      'SOCIAL-NETWORKS',
      [text],
      entries,
      { INSTAGRAM: 'crumb' },
      null,
      () => -424242,
    );
    expect(next).toHaveLength(2);
    expect(next[1]).toMatchObject({
      id: -424242,
      main_type: 'SOCIAL-NETWORKS',
      name: 'INSTAGRAM',
      social_username: 'crumb',
      sort_order: 5,
    });
  });

  it('never add a shut-down directory as a new block, even when a value reaches it', () => {
    const apple = makePie({
      id: 3,
      main_type: 'PODCAST-NETWORK',
      name: 'APPLE-PODCAST',
      link_value: null,
      sort_order: 2,
    });
    const closed = ALL_DIRECTORY_TEMPLATES.find((template) => template.name === 'GOOGLE-PODCAST');
    const open = ALL_DIRECTORY_TEMPLATES.find((template) => template.name === 'CASTBOX');
    if (!closed || !open) throw new Error('catalogue changed');
    // A modal opened before the directory shut down still holds its line.
    const entries = [
      ...networkEntries('PODCAST-NETWORK', [apple]),
      {
        key: closed.name,
        template: closed,
        pie: null,
        label: closed.label,
        placeholder: '',
        value: '',
      },
    ];
    const next = applyNetworkValues(
      'PODCAST-NETWORK',
      [apple],
      entries,
      {
        'APPLE-PODCAST': 'https://podcasts.apple.com/show',
        'GOOGLE-PODCAST': 'https://podcasts.google.com/show',
        CASTBOX: 'https://castbox.fm/show',
      },
      null,
      () => -515151,
    );
    expect(next.map((pie) => [pie.name, pie.link_value, pie.sort_order])).toEqual([
      ['APPLE-PODCAST', 'https://podcasts.apple.com/show', 2],
      [open.name, 'https://castbox.fm/show', 3],
    ]);
  });
});

describe('networkLabel', () => {
  it('lists show the catalogue name, not the stored key', () => {
    const telegram = makePie({ id: 1, main_type: 'MESSENGERS', name: 'TELEGRAM' });
    const apple = makePie({ id: 2, main_type: 'PODCAST-NETWORK', name: 'APPLE-PODCAST' });
    expect(networkLabel('MESSENGERS', telegram)).toBe('Telegram');
    expect(networkLabel('PODCAST-NETWORK', apple)).toBe('Apple Podcasts');
  });
});
