import type { IconShape } from './icon-shape.ts';

/** An inline, decorative icon: the text beside it (or the link's aria-label) names it. */
export function SvgIcon({ shape, className }: { shape: IconShape; className?: string }) {
  return (
    <svg
      className={className ? `pp-i ${className}` : 'pp-i'}
      viewBox={shape.viewBox}
      aria-hidden="true"
      focusable="false"
    >
      {shape.paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
