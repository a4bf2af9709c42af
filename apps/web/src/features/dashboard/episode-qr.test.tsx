// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAntdTestStubs } from '../../shared/antd-test-stubs.ts';
import { resources } from '../../shared/dictionaries-test-support.ts';
import { answering } from '../../shared/fetch-test-support.ts';
import { createI18n } from '../../shared/language.ts';
import { EpisodeQr, episodeLabel } from './episode-qr.tsx';
import { episode } from './episode-test-support.ts';

function renderEpisodeQr() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n('en', resources)}>
      <QueryClientProvider client={client}>
        <EpisodeQr projectId={7} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(installAntdTestStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sharing one episode from the QR settings', () => {
  it('offers the newest episode first: its address to copy and its QR code as PNG and SVG', async () => {
    const fetch = answering(200, {
      data: [
        episode('crust-abc123', 'Crust', '2031-06-10'),
        episode('qa-def456', 'Q&A', '2031-06-03'),
      ],
    });
    renderEpisodeQr();
    const code = await screen.findByRole('img', {
      name: 'QR code for https://podpie.example/my-show/crust-abc123',
    });
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/v1\/projects\/7\/episodes$/);
    expect(code.getAttribute('src')).toBe('https://podpie.example/my-show/crust-abc123/qr.png');
    expect(
      screen.getByRole('link', { name: 'https://podpie.example/my-show/crust-abc123' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the episode address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Download PNG/ }).getAttribute('href')).toBe(
      'https://podpie.example/my-show/crust-abc123/qr.png',
    );
    expect(screen.getByRole('link', { name: /Download SVG/ }).getAttribute('href')).toBe(
      'https://podpie.example/my-show/crust-abc123/qr.svg',
    );

    // Choosing another episode shows its address and code.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Episode' }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByTitle('Q&A · 06/03/2031'));
    expect((await screen.findByRole('img', { name: /qa-def456$/ })).getAttribute('src')).toBe(
      'https://podpie.example/my-show/qa-def456/qr.png',
    );
  });

  it('says how to get episodes when the page has none', async () => {
    answering(200, { data: [] });
    renderEpisodeQr();
    expect(await screen.findByText(/No episodes yet/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('says when the episodes could not be loaded, and offers to try again', async () => {
    answering(500, { error: { code: 'internal', message: 'Boom' } });
    renderEpisodeQr();
    expect(
      await screen.findByText('The episodes could not be loaded. Please try again later.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('an episode in the list', () => {
  it('is told apart from one of the same title by its day', () => {
    expect(episodeLabel({ title: 'Q&A', published_at: '2031-06-03T08:00:00.000Z' })).toBe(
      'Q&A · 06/03/2031',
    );
    expect(episodeLabel({ title: 'Trailer', published_at: null })).toBe('Trailer');
  });
});
