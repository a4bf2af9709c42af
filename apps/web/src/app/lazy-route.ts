import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose screen comes from its own chunk, from a module's named export, so the code of one
 * route (the editor above all) never weighs on another. `source` is the module's path from
 * apps/web, as `load` imports it (a router test checks the two agree). The router loads the chunk before it draws
 * the route, and a layout's chunk together with its screen's, not one after the other. React.lazy
 * behind nested Suspense boundaries sometimes left a screen on its spinner after its chunk had
 * arrived; the router's own loading has no such boundary to wake.
 */
export function lazyRoute<Module>(
  source: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: async () => ({ Component: pick(await load()) }), handle: { source } };
}

/**
 * The module a route loads lazily, as the build's manifest names it (`src/...`): the server lists
 * the scripts of a route's whole graph in its first HTML (apps/web/prerender.ts), so none of them
 * waits for another to arrive.
 */
export function lazySource(route: Pick<RouteObject, 'handle'>): string | null {
  const handle: unknown = route.handle;
  if (typeof handle !== 'object' || handle === null || !('source' in handle)) return null;
  return typeof handle.source === 'string' ? handle.source : null;
}
