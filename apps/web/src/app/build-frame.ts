import { useLayoutEffect } from 'react';
import { useNavigation } from 'react-router';
import { buildFrameHeld, removeBuildFrame } from '../shared/build-frame.ts';
import { useSession } from '../shared/session.tsx';

/**
 * Takes the build-time frame (shared/build-frame.ts) away in the commit where the app draws the
 * screen itself: once the router has the route's code, the session is known (until then the guard
 * draws nothing) and no navigation is under way, unless the screen holds it until it has drawn
 * its content. Until then the app's own spinner sits below the frame, out of sight.
 */
export function useBuildFrameHandover() {
  const { status } = useSession();
  const navigation = useNavigation();
  const drawn = status !== 'unknown' && navigation.state === 'idle';
  useLayoutEffect(() => {
    if (drawn && !buildFrameHeld()) removeBuildFrame();
  }, [drawn]);
}
