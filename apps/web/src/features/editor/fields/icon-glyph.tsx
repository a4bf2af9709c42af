import { useEffect, useState } from 'react';

type Shape = { viewBox: string; paths: readonly string[] };
type Resolver = (group: string | null | undefined, name: string | null | undefined) => Shape | null;

let loading: Promise<Resolver> | null = null;

/** Every Font Awesome icon, loaded on first use so the editor's first paint stays light. */
export function loadAllIcons(): Promise<Resolver> {
  loading ??= import('@podpie/page/all-icons').then((module) => module.allIcons);
  return loading;
}

/** Resolves to the full icon set once it has loaded; null until then. */
export function useAllIcons(): Resolver | null {
  const [resolver, setResolver] = useState<Resolver | null>(null);
  useEffect(() => {
    let live = true;
    void loadAllIcons().then((loaded) => {
      if (live) setResolver(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return resolver;
}

/** One icon drawn from its shape, sized by the surrounding font size. */
export function IconGlyph({ shape, size = 22 }: { shape: Shape | null; size?: number }) {
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
      {shape.paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
