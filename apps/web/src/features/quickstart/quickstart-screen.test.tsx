// @vitest-environment jsdom
import { defaultProjectStyle } from '@podpie/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installAntdTestStubs } from '../../shared/antd-test-stubs.ts';
import { clearDraft, writeDraft } from '../../shared/draft-storage.ts';
import { createI18n } from '../../shared/language.ts';
import type { Session } from '../../shared/session.tsx';
import { StaticSessionProvider } from '../../shared/session-test-support.ts';
import { QuickstartScreen } from './quickstart-screen.tsx';

function session(status: Session['status']): Session {
  return { status, user: null, signedIn: () => undefined, signOut: async () => undefined };
}

function renderAt(path: string, status: Session['status']) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticSessionProvider value={session(status)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/quickstart" element={<QuickstartScreen />} />
              <Route path="/project-setup" element={<QuickstartScreen />} />
              <Route path="/quickstart-project" element={<p>draft editor</p>} />
              <Route path="/projects" element={<p>projects</p>} />
            </Routes>
          </MemoryRouter>
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const draft = { project: defaultProjectStyle(), pies: [], updatedAt: '2030-01-01T00:00:00.000Z' };

beforeAll(installAntdTestStubs);

afterEach(() => {
  cleanup();
  clearDraft('draft');
});

describe('QuickstartScreen', () => {
  it('shows the three steps, the search and a way to skip', () => {
    renderAt('/quickstart', 'signed-out');
    expect(screen.getByText('Setup')).toBeTruthy();
    expect(screen.getByText('Customize')).toBeTruthy();
    expect(screen.getByText('Publish')).toBeTruthy();
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip' })).toBeTruthy();
  });

  it('Skip opens an empty draft for a visitor, and a blank project for an owner', () => {
    renderAt('/quickstart', 'signed-out');
    fireEvent.click(screen.getByRole('link', { name: 'Skip' }));
    expect(screen.getByText('draft editor')).toBeTruthy();
    cleanup();
    renderAt('/project-setup', 'signed-in');
    fireEvent.click(screen.getByRole('link', { name: 'Skip' }));
    expect(screen.getByText('projects')).toBeTruthy();
  });

  it('sends a visitor with a saved draft back to the draft editor', () => {
    writeDraft('draft', draft);
    renderAt('/quickstart', 'signed-out');
    expect(screen.getByText('draft editor')).toBeTruthy();
  });

  it('sends a signed-in owner with a saved draft to /projects', () => {
    writeDraft('draft', draft);
    renderAt('/project-setup', 'signed-in');
    expect(screen.getByText('projects')).toBeTruthy();
  });

  it('draws nothing while the session is unknown', () => {
    renderAt('/quickstart', 'unknown');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
