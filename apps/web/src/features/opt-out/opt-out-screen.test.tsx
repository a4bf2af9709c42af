// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAntdTestStubs } from '../../shared/antd-test-stubs.ts';
import { resources } from '../../shared/dictionaries-test-support.ts';
import { answering } from '../../shared/fetch-test-support.ts';
import { createI18n } from '../../shared/language.ts';
import { OptOutScreen } from './opt-out-screen.tsx';

function renderAt(path: string, language: 'en' | 'cn' = 'en') {
  render(
    <I18nextProvider i18n={createI18n(language, resources)}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/opt-out-campaign/:itunes_id" element={<OptOutScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(installAntdTestStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OptOutScreen', () => {
  it('tells the person a link without its key is not valid, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/opt-out-campaign/42');
    expect(
      await screen.findByText(
        'This unsubscribe link is not valid. Please open the link from our e-mail.',
      ),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the translated message, never the server text, for a refused key', async () => {
    answering(403, { errors: ['raw server text'], code: 'forbidden' });
    renderAt('/opt-out-campaign/42?key=forged', 'cn');
    expect(await screen.findByText('此退订链接无效。请打开我们邮件中的链接。')).toBeTruthy();
    expect(screen.queryByText('raw server text')).toBeNull();
  });
});
