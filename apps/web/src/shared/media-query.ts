import { useSyncExternalStore } from 'react';

// One subscribe function per query, so React does not subscribe again on every render.
const subscribers = new Map<string, (changed: () => void) => () => void>();

function subscriberFor(query: string): (changed: () => void) => () => void {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}

/**
 * Whether a CSS media query matches, known from the first render and followed while the app runs;
 * `atBuild` is the answer when the screen is drawn at build time, without a window.
 */
export function useMediaQuery(query: string, atBuild: boolean): boolean {
  return useSyncExternalStore(
    subscriberFor(query),
    () => window.matchMedia(query).matches,
    () => atBuild,
  );
}

/** antd's breakpoints (Grid.useBreakpoint) the app lays itself out by, from the width they apply. */
export const BREAKPOINTS = { md: 768 } as const;

/**
 * Whether the window is at least `width` wide, known from the first render. antd's useBreakpoint
 * answers nothing until an effect has measured, so a phone first drew the wide layout (the sidebar
 * and its menu) and then, in a second commit, took it down again for the phone's: on the
 * dashboard's first load, one more long task of building and removing elements.
 */
export function useMinWidth(width: number, atBuild = true): boolean {
  return useMediaQuery(`(min-width: ${width}px)`, atBuild);
}
