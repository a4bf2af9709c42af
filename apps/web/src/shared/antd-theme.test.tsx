// @vitest-environment jsdom
import { SettingOutlined } from '@ant-design/icons';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Button, theme } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installAntdTestStubs } from './antd-test-stubs.ts';
import { AntdTheme } from './antd-theme.tsx';
import { createI18n } from './language.ts';

/** A system setting for reduced motion the test can flip, as a reader would in their settings. */
function systemMotionSetting(reduced: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduced;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' ? matches : false;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'animated' : 'still'}</output>;
}

function renderTheme() {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <AntdTheme>
        <MotionProbe />
      </AntdTheme>
    </I18nextProvider>,
  );
}

const original = window.matchMedia;
beforeEach(installAntdTestStubs);
afterEach(() => {
  cleanup();
  window.matchMedia = original;
});

describe('the antd theme', () => {
  it('animates menus and modals for a reader who did not ask for less motion', () => {
    systemMotionSetting(false);
    renderTheme();
    expect(screen.getByRole('status').textContent).toBe('animated');
  });

  it('draws them in place once the reader asks for less motion, even while the app runs', () => {
    const setting = systemMotionSetting(true);
    renderTheme();
    expect(screen.getByRole('status').textContent).toBe('still');
    act(() => setting.set(false));
    expect(screen.getByRole('status').textContent).toBe('animated');
  });
});

describe("antd's icons inside the theme", () => {
  const iconSheets = () => document.head.querySelectorAll('style[rc-util-key="@ant-design-icons"]');
  // Test files may share a document: one written by another file's icons is not this test's.
  beforeEach(() => {
    for (const sheet of iconSheets()) sheet.remove();
  });

  it('draw with the stylesheet the app ships instead of writing one into the document', () => {
    systemMotionSetting(false);
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <AntdTheme>
          <SettingOutlined />
          <Button icon={<SettingOutlined />}>Settings</Button>
        </AntdTheme>
      </I18nextProvider>,
    );
    expect(document.querySelectorAll('.anticon')).toHaveLength(2);
    expect(iconSheets()).toHaveLength(0);
  });

  it('would write one without it (what the check above looks for is real)', () => {
    render(<SettingOutlined />);
    expect(iconSheets()).toHaveLength(1);
  });
});
