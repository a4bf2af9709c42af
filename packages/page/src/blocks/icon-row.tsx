import type { Pie } from '@podpie/core';
import type { CSSProperties, ReactNode } from 'react';
import type { PageContext } from '../context.ts';
import { Frame } from '../frame.tsx';

/** One icon of a row: where it leads, what a screen reader calls it, and its picture. */
export interface RowIcon {
  pie: Pie;
  href: string | undefined;
  label: string;
  icon: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * A centred row of round icon links. Entries without a usable link are left out in both modes:
 * every page starts with all the catalogue's entries, and only the filled ones are the owner's.
 */
export function IconRow({
  ctx,
  label,
  className,
  icons,
  rel,
}: {
  ctx: PageContext;
  label: string;
  className: string;
  icons: readonly RowIcon[];
  /** e.g. "me" on the owner's own profiles, which Mastodon checks to verify the page. */
  rel?: string;
}) {
  const shown = icons.filter((icon) => icon.href);
  if (shown.length === 0) return null;
  return (
    <nav className={className} aria-label={label}>
      <ul className="pp-icons">
        {shown.map(({ pie, href, label: name, icon, className: iconClass, style }) => (
          <Frame key={pie.id} ctx={ctx} pie={pie} as="li">
            <a
              className={iconClass ?? 'pp-ic'}
              style={style}
              href={href}
              rel={rel}
              aria-label={name}
              title={name}
            >
              {icon}
            </a>
          </Frame>
        ))}
      </ul>
    </nav>
  );
}
