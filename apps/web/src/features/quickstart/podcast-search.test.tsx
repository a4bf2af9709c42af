// @vitest-environment jsdom
import type { PodcastSearchResult } from '@podpie/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAntdTestStubs } from '../../shared/antd-test-stubs.ts';
import { resources } from '../../shared/dictionaries-test-support.ts';
import { createI18n } from '../../shared/language.ts';
import type { ChosenShow } from './chosen-show.ts';
import { PodcastSearch } from './podcast-search.tsx';
import { quickstartText } from './quickstart-text.ts';
import type { ResolveClient } from './resolve-input.ts';

const text = quickstartText(createI18n('en', resources).t);

function result(trackId: number, trackName: string): PodcastSearchResult {
  return {
    trackId,
    trackName,
    artistName: 'Ann Baker',
    artworkUrl600: null,
    trackViewUrl: null,
    feedUrl: `https://feeds.example.com/${trackId}.xml`,
  };
}

const client: ResolveClient = {
  search: async (term) =>
    [result(1, 'Pie Talk'), result(2, 'Pie Talk Classics')].filter((show) =>
      show.trackName.toLowerCase().includes(term.toLowerCase()),
    ),
  parseFeed: async () => {
    throw new Error('unreachable');
  },
};

function Harness(props: { onPick(show: ChosenShow): void }) {
  const [value, setValue] = useState('');
  return (
    <PodcastSearch
      value={value}
      onChange={setValue}
      onPick={props.onPick}
      client={client}
      debounceMs={5}
      text={text}
    />
  );
}

function renderSearch(onPick = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness onPick={onPick} />
    </QueryClientProvider>,
  );
  return onPick;
}

beforeAll(installAntdTestStubs);

afterEach(cleanup);

describe('PodcastSearch', () => {
  it('invites the owner to type before anything is searched', () => {
    renderSearch();
    expect(screen.getByText(text.emptyState)).toBeTruthy();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the shows found with their author', async () => {
    renderSearch();
    await userEvent.type(screen.getByRole('combobox'), 'pie');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]?.textContent).toContain('Pie TalkAnn Baker');
    expect(options[1]?.textContent).toContain('Pie Talk ClassicsAnn Baker');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
  });

  it('picks a show with the arrow keys and Enter', async () => {
    const onPick = renderSearch();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'pie');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Pie Talk Classics/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'Pie Talk Classics' }));
  });

  it('picks a show with a click', async () => {
    const onPick = renderSearch();
    await userEvent.type(screen.getByRole('combobox'), 'classics');
    await userEvent.click(await screen.findByRole('option', { name: /Pie Talk Classics/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ itunesId: 2 }));
  });

  it('says clearly when no show matches', async () => {
    renderSearch();
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText(text.noMatch('zzz'))).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
