// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BREAKPOINTS, useMinWidth } from './media-query.ts';

const original = window.matchMedia;
afterEach(() => {
  cleanup();
  window.matchMedia = original;
});

/** A window `width` px wide whose width the test can change, as a reader turning a tablet. */
function windowOf(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  window.matchMedia = (query: string) => {
    const from = Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0);
    return {
      get matches() {
        return current >= from;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

function Layout() {
  const drawn = useMinWidth(BREAKPOINTS.md) ? 'sidebar' : 'phone header';
  Layout.drawn.push(drawn);
  return <p>{drawn}</p>;
}
Layout.drawn = [] as string[];

describe('the width the app lays itself out for', () => {
  it('is known from the first render: a phone never draws the sidebar first', () => {
    windowOf(412);
    Layout.drawn = [];
    render(<Layout />);
    expect(screen.getByText('phone header')).toBeTruthy();
    expect(Layout.drawn).not.toContain('sidebar');
  });

  it('is the sidebar from the first render on a wide screen, and follows the window', () => {
    const window = windowOf(1280);
    Layout.drawn = [];
    render(<Layout />);
    expect(Layout.drawn[0]).toBe('sidebar');
    act(() => window.resize(600));
    expect(screen.getByText('phone header')).toBeTruthy();
    act(() => window.resize(800));
    expect(screen.getByText('sidebar')).toBeTruthy();
  });
});
