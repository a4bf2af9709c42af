import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A modal component loaded from its own chunk the first time it opens. */
export function lazyModal<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: pick(await load()) }));
}
