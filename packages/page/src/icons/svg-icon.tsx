import type { IconShape } from './icon-shape.ts';

/** The icon's drawing: its sprite symbol where it has one, else its paths. */
export function IconPaths({ shape }: { shape: IconShape }) {
  if (shape.href) return <use href={shape.href} />;
  return shape.paths.map((path) => <path key={path} d={path} />);
}

/** An inline, decorative icon: the text beside it (or the link's aria-label) names it. */
export function SvgIcon({ shape, className }: { shape: IconShape; className?: string }) {
  return (
    <svg
      className={className ? `pp-i ${className}` : 'pp-i'}
      viewBox={shape.viewBox}
      aria-hidden="true"
      focusable="false"
    >
      <IconPaths shape={shape} />
    </svg>
  );
}
