import { useSyncExternalStore } from 'react';

/** antd's breakpoints (Grid.useBreakpoint) the app lays itself out by, from the width they apply. */
export const BREAKPOINTS = { md: 768 } as const;

// One live query per width; asked again if the window's matchMedia is another (a test's).
const queries = new Map<number, { source: typeof window.matchMedia; query: MediaQueryList }>();

function queryFor(width: number): MediaQueryList {
  const known = queries.get(width);
  if (known?.source === window.matchMedia) return known.query;
  const query = window.matchMedia(`(min-width: ${width}px)`);
  queries.set(width, { source: window.matchMedia, query });
  return query;
}

/**
 * Whether the window is at least `width` wide, known from the first render. antd's useBreakpoint
 * answers nothing until an effect has measured, so a phone first drew the wide layout (the sidebar
 * and its menu) and then, in a second commit, took it down again for the phone's: on the
 * dashboard's first load, one more long task of building and removing elements.
 */
export function useMinWidth(width: number, atBuild = true): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = queryFor(width);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => queryFor(width).matches,
    () => atBuild,
  );
}
