import { useLayoutEffect } from 'react';
import { useNavigation } from 'react-router';
import { useSession } from '../shared/session.tsx';

/**
 * The element holding a signed-in screen's frame drawn at build time (the dashboard's sidebar,
 * title and placeholder cards, apps/web/src/prerender-entry.tsx), which the server sends ahead of
 * #root so a phone paints it before the app's scripts arrive.
 */
export const BUILD_FRAME_ID = 'build-frame';

/**
 * Takes the frame away in the commit where the app draws the screen itself: once the router has
 * the route's code, the session is known (until then the guard draws nothing) and no navigation
 * is under way. Until then the app's own spinner sits below the frame, out of sight.
 */
export function useBuildFrameHandover() {
  const { status } = useSession();
  const navigation = useNavigation();
  const drawn = status !== 'unknown' && navigation.state === 'idle';
  useLayoutEffect(() => {
    if (drawn) document.getElementById(BUILD_FRAME_ID)?.remove();
  }, [drawn]);
}
