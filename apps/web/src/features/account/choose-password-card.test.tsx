// @vitest-environment jsdom
import type { User } from '@podpie/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installAntdTestStubs } from '../../shared/antd-test-stubs.ts';
import { createI18n } from '../../shared/language.ts';
import { StaticSessionProvider } from '../../shared/session-test-support.ts';
import { ChoosePasswordCard } from './choose-password-card.tsx';

const owner: User = {
  id: 4,
  uid: 'guest@example.com',
  email: 'guest@example.com',
  is_activated: true,
};

function renderFor(user: User) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticSessionProvider
          value={{
            status: 'signed-in',
            user,
            signedIn: () => undefined,
            signOut: async () => undefined,
          }}
        >
          <ChoosePasswordCard />
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(installAntdTestStubs);
afterEach(cleanup);

describe('choosing a first password', () => {
  it('is asked of an invited owner who has none, with no current password field', () => {
    renderFor({ ...owner, has_password: false });
    const card = screen.getByRole('region', { name: 'Choose your password' });
    expect(card.textContent).toContain('guest@example.com');
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(screen.getByLabelText('Verify password')).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('is not asked of an owner who has a password', () => {
    renderFor({ ...owner, has_password: true });
    expect(screen.queryByRole('region', { name: 'Choose your password' })).toBeNull();
  });
});
