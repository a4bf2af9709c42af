import { logoFor, type Pie } from '@podpie/core';
import type { ReactNode } from 'react';
import type { PageContext } from '../context.ts';
import { Frame } from '../frame.tsx';
import { BrandLogo } from '../icons/brand-logo.tsx';
import { columnWidths } from '../layout.ts';
import { safeHref } from '../safe-href.ts';
import { buttonVars, MaybeLink } from './link-input.tsx';

/** What one badge shows: a small line above the brand's name, with its logo. */
export interface BadgeText {
  kicker: string | null;
  name: string;
}

/**
 * Neighbouring badges drawn as one grid, two to a row, item widths from the layout rule. Badges
 * with no safe link or no name are left out: a badge is only worth showing when it leads somewhere.
 * A badge that repeats what the page already offers elsewhere (`repeats`) is left out too; the
 * editor dims it with a note, so the owner still finds it to change or delete.
 */
export function BadgeGrid({
  pies,
  ctx,
  className,
  textOf,
  repeats,
}: {
  pies: readonly Pie[];
  ctx: PageContext;
  className: string;
  textOf: (pie: Pie) => BadgeText | null;
  /** Why this badge is said elsewhere on the page, or null when it is not. */
  repeats?: (pie: Pie) => string | null;
}) {
  const badges = pies.flatMap((pie) => {
    const text = textOf(pie);
    const href = safeHref(pie.link_value);
    const repeated = repeats?.(pie) ?? null;
    if (repeated && ctx.mode === 'public') return [];
    return text && (href || ctx.mode === 'editor') ? [{ pie, text, href, repeated }] : [];
  });
  if (badges.length === 0) return null;
  const widths = columnWidths(badges.length, 2);
  return (
    <ul className={`pp-grid ${className}`}>
      {badges.map(({ pie, text, href, repeated }, index) => (
        <Frame
          key={pie.id}
          ctx={ctx}
          pie={pie}
          as="li"
          className={repeated ? 'pp-dim' : undefined}
          style={{ ...buttonVars(pie), width: widths[index] }}
        >
          {repeated ? <span className="pp-flag">{repeated}</span> : null}
          <MaybeLink href={href} className="pp-btn pp-badge">
            <BadgeLogo pie={pie} />
            <span className="pp-btn-label">
              {text.kicker ? <small>{text.kicker}</small> : null}
              {text.name}
            </span>
          </MaybeLink>
        </Frame>
      ))}
    </ul>
  );
}

function BadgeLogo({ pie }: { pie: Pie }): ReactNode {
  const logo = logoFor(pie.icon_name);
  return logo ? <BrandLogo logo={logo} /> : null;
}
