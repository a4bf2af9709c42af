// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installAntdTestStubs } from '../../shared/antd-test-stubs.ts';
import { resources } from '../../shared/dictionaries-test-support.ts';
import { createI18n, type Language } from '../../shared/language.ts';
import { StartChoice } from './start-choice.tsx';

function renderChoice(welcome: boolean, language: Language = 'en') {
  render(
    <I18nextProvider i18n={createI18n(language, resources)}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<StartChoice welcome={welcome} />} />
          <Route path="/project-setup" element={<p>feed import</p>} />
          <Route path="/projects" element={<p>blank editor</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeAll(installAntdTestStubs);
afterEach(cleanup);

describe('the start choice', () => {
  it('offers the podcast first, and it opens the feed import', () => {
    renderChoice(false);
    const options = screen.getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Start from my podcast/),
      expect.stringMatching(/^Blank page/),
    ]);
    fireEvent.click(options[0] as HTMLElement);
    expect(screen.getByText('feed import')).toBeTruthy();
  });

  it('opens the editor on an empty page for Blank page', () => {
    renderChoice(false);
    fireEvent.click(screen.getByRole('button', { name: /^Blank page/ }));
    expect(screen.getByText('blank editor')).toBeTruthy();
  });

  it('greets a new owner, in the reader language', () => {
    renderChoice(true, 'tw');
    expect(screen.getByRole('heading', { name: '歡迎！你想怎麼開始？' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^從我的 Podcast 開始/ })).toBeTruthy();
  });
});
