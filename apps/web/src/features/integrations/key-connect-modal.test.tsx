// @vitest-environment jsdom
import type { MailingServiceEntry } from '@podpie/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/language.ts';
import { KeyConnectModal } from './key-connect-modal.tsx';

const beehiiv: MailingServiceEntry = {
  id: 4,
  name: 'Beehiiv',
  image_name: 'beehiiv',
  kind: 'beehiiv',
  configured: true,
  authorize_url: null,
};

beforeAll(() => {
  // antd reads media queries; jsdom has none.
  window.matchMedia ??= vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={client}>
        <KeyConnectModal service={beehiiv} label="Beehiiv" onClose={onClose} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onClose;
}

describe('connecting a service with a pasted key', () => {
  it('sends the key and the publication, and says in place why the service refused them', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({
            errors: [
              'The mailing service did not accept this API key or publication. Please check them and try again.',
            ],
            code: 'unprocessable',
            key: 'integrations:serverMessages.keyRefused',
          }),
          { status: 422, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    const onClose = open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('API key'), 'bh_wrong');
    await user.type(screen.getByLabelText('Publication id'), 'pub_123');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The mailing service did not accept this API key or publication.',
    );
    expect(sent).toEqual([{ api_key: 'bh_wrong', publication_id: 'pub_123' }]);
    // The form stays open for another try.
    expect(onClose).not.toHaveBeenCalled();
  });
});
