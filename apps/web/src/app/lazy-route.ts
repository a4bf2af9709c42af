import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose screen comes from its own chunk, from a module's named export, so the code of one
 * route (the editor above all) never weighs on another. The router loads the chunk before it draws
 * the route, and a layout's chunk together with its screen's, not one after the other. React.lazy
 * behind nested Suspense boundaries sometimes left a screen on its spinner after its chunk had
 * arrived; the router's own loading has no such boundary to wake.
 */
export function lazyRoute<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}
