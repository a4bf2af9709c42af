// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAntdTestStubs } from '../../shared/antd-test-stubs.ts';
import { resources } from '../../shared/dictionaries-test-support.ts';
import { answering } from '../../shared/fetch-test-support.ts';
import { createI18n } from '../../shared/language.ts';
import { EpisodeShare } from './episode-share.tsx';
import { episode } from './episode-test-support.ts';

function renderShare(language: 'en' | 'tw' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n(language, resources)}>
      <QueryClientProvider client={client}>
        <EpisodeShare projectId={7} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(installAntdTestStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sharing an episode from the dashboard card', () => {
  it("lists the newest episodes when opened and copies the chosen one's address", async () => {
    const fetch = answering(200, {
      data: [
        episode('crust-abc123', 'Crust', '2031-06-10'),
        episode('qa-def456', 'Q&A', '2031-06-03'),
      ],
    });
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderShare();
    // Nothing is asked for until the owner opens the menu.
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Share an episode/ }));
    fireEvent.click(await screen.findByText('Q&A · 06/03/2031'));
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/v1\/projects\/7\/episodes$/);
    await vi.waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('https://podpie.example/my-show/qa-def456'),
    );
  });

  it('says how to get episodes when the page has none, in the owner’s language', async () => {
    answering(200, { data: [] });
    renderShare('tw');
    fireEvent.click(screen.getByRole('button', { name: /分享單集/ }));
    expect(await screen.findByText(/尚無單集/)).toBeTruthy();
  });
});
