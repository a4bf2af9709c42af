// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../shared/language.ts';
import { IconPicker } from './icon-picker.tsx';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
});

afterEach(cleanup);

function openPicker(onPick = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <IconPicker onPick={onPick} onClose={vi.fn()} />
    </I18nextProvider>,
  );
  return onPick;
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Choose an icon' })).getAllByRole('button');

describe('the icon picker', () => {
  it('shows 28 icons a page and 28 more on request', async () => {
    const user = userEvent.setup();
    openPicker();
    expect(shown()).toHaveLength(28);
    await user.click(screen.getByRole('button', { name: 'More icons' }));
    expect(shown()).toHaveLength(56);
  });

  it('searches a second after typing stops and hands back the picked icon', async () => {
    const user = userEvent.setup();
    const onPick = openPicker();
    await user.type(screen.getByPlaceholderText('Find in 1000 icons'), 'spotify');
    // Nothing changes while the owner is still typing.
    expect(shown()).toHaveLength(28);
    await waitFor(() => expect(shown().length).toBeLessThan(28), { timeout: 3_000 });
    await user.click(screen.getByRole('button', { name: /spotify/i }));
    expect(onPick).toHaveBeenCalledWith({ icon_group: 'fab', icon_name: 'spotify' });
  });
});
