import { builtInIcon, type IconPack, IconPaths, type IconShape, iconPackOf } from '@podpie/page';
import { useEffect, useMemo, useState } from 'react';

type Resolver = (
  group: string | null | undefined,
  name: string | null | undefined,
) => IconShape | null;
type IconRef = { group: string | null | undefined; name: string | null | undefined };

// Each pack is its own chunk (solid 1,400 icons, brands 500): the editor's first load carries
// neither, and a pack is fetched the first time an icon of it is on screen.
const PACKS: Record<IconPack, () => Promise<Resolver>> = {
  fas: () => import('@podpie/page/solid-icons').then((module) => module.solidIcons),
  fab: () => import('@podpie/page/brand-icons').then((module) => module.brandIcons),
};
const loading = new Map<IconPack, Promise<Resolver>>();
const loaded = new Map<IconPack, Resolver>();

export function loadIconPack(pack: IconPack): Promise<Resolver> {
  let pending = loading.get(pack);
  if (!pending) {
    pending = PACKS[pack]().then((resolver) => {
      loaded.set(pack, resolver);
      return resolver;
    });
    loading.set(pack, pending);
  }
  return pending;
}

/** The pack an icon needs loaded, or null when it is drawn without one. */
const packToLoad = (icon: IconRef): IconPack | null =>
  builtInIcon(icon.group, icon.name) ? null : iconPackOf(icon.group, icon.name);

/** Draws a built-in icon or one of the packs loaded so far (null while its pack loads). */
const fromLoaded: Resolver = (group, name) => {
  const builtIn = builtInIcon(group, name);
  if (builtIn) return builtIn;
  const pack = iconPackOf(group, name);
  return pack ? (loaded.get(pack)?.(group, name) ?? null) : null;
};

/**
 * A resolver for the icons listed, loading the packs they need; it changes (so the caller draws
 * again) each time one of those packs arrives.
 */
export function useIcons(icons: readonly IconRef[]): Resolver {
  const needed = [...new Set(icons.map(packToLoad).filter((pack) => pack !== null))]
    .sort()
    .join(' ');
  const [arrived, setArrived] = useState(0);
  useEffect(() => {
    let live = true;
    for (const pack of needed.split(' ')) {
      if (pack !== 'fas' && pack !== 'fab') continue;
      if (loaded.has(pack)) continue;
      void loadIconPack(pack).then(() => {
        if (live) setArrived((count) => count + 1);
      });
    }
    return () => {
      live = false;
    };
  }, [needed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function when a pack arrives
  return useMemo<Resolver>(() => (group, name) => fromLoaded(group, name), [arrived]);
}

/** One icon drawn from its shape, sized by the surrounding font size. */
export function IconGlyph({ shape, size = 22 }: { shape: IconShape | null; size?: number }) {
  if (!shape) return <span style={{ display: 'inline-block', width: size, height: size }} />;
  return (
    <svg
      viewBox={shape.viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <IconPaths shape={shape} />
    </svg>
  );
}
