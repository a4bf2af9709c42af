import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A screen loaded on first visit from its own chunk, from a module's named export, so the code
 * of one route (the editor above all) never weighs on another. The router's Suspense boundary shows
 * RouteLoading while a chunk loads.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: pick(await load()) }));
}
