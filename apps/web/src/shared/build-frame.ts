import { useLayoutEffect } from 'react';

/**
 * The element holding a signed-in screen's frame drawn at build time (the dashboard's sidebar,
 * title and placeholder cards; the editor's header and page, apps/web/src/prerender-entry.tsx),
 * which the server sends ahead of #root so a phone paints it before the app's scripts arrive.
 */
export const BUILD_FRAME_ID = 'build-frame';

let holds = 0;

/** True while a screen keeps the frame up until it draws its own content (useBuildFrameHold). */
export const buildFrameHeld = () => holds > 0;

/**
 * Takes the frame out of sight at once and out of the document a task later: removed in the
 * commit that draws the screen, its boxes were torn down inside that commit (5-6 ms of the
 * dashboard's at full speed under Lighthouse's tracing); hidden, it has none left to tear down.
 */
export function removeBuildFrame() {
  const frame = document.getElementById(BUILD_FRAME_ID);
  if (!frame) return;
  frame.style.display = 'none';
  setTimeout(() => frame.remove());
}

/**
 * Keeps the frame up while the calling component is drawn, and takes it away in the commit that
 * removes it: the editor's spinner, drawn under a frame that may already show the page, gives way
 * to the editor in one paint instead of to the spinner first.
 */
export function useBuildFrameHold() {
  useLayoutEffect(() => {
    holds += 1;
    return () => {
      holds -= 1;
      // After the commit's other effects: StrictMode's second mount holds it again at once.
      queueMicrotask(() => {
        if (holds === 0) removeBuildFrame();
      });
    };
  }, []);
}
