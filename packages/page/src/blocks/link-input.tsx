import { DEFAULT_PRICE_TAG_COLOUR, drawnFontSize, type Pie, readableTextOver } from '@podpie/core';
import type { ReactNode } from 'react';
import type { BlockProps } from '../block-props.ts';
import { cssColour } from '../colour.ts';
import type { PageContext } from '../context.ts';
import { withVars } from '../css-vars.ts';
import { Frame } from '../frame.tsx';
import { PieIcon } from '../icons/pie-icon.tsx';
import { safeHref } from '../safe-href.ts';

/** A price tag in the owner's colour; without a text colour, black or white, whichever contrasts more. */
export function PriceTag({ pie }: { pie: Pie }) {
  if (!pie.price_tag?.trim()) return null;
  const background = cssColour(pie.price_tag_background_color, DEFAULT_PRICE_TAG_COLOUR);
  const text = cssColour(pie.price_tag_text_color) ?? readableTextOver([background]);
  return (
    <span className="pp-price" style={{ background, color: text }}>
      {pie.price_tag}
    </span>
  );
}

/** The owner's own button colours for one block, over the page's. */
export function buttonVars(pie: Pie) {
  return withVars({
    '--pp-btn': cssColour(pie.background_color),
    '--pp-btn-text': cssColour(pie.title_text_color),
  });
}

/** An <a> when the link is safe, otherwise the same look without a link. */
export function MaybeLink({
  href,
  className,
  label,
  children,
}: {
  href: string | undefined;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return href ? (
    <a className={className} href={href} aria-label={label}>
      {children}
    </a>
  ) : (
    <div className={className}>{children}</div>
  );
}

function LinkButton({ pie, ctx }: { pie: Pie; ctx: PageContext }) {
  return (
    <Frame ctx={ctx} pie={pie} className="pp-link" style={buttonVars(pie)}>
      <MaybeLink href={safeHref(pie.link_value)} className="pp-btn">
        <PieIcon pie={pie} ctx={ctx} />
        <span className="pp-btn-label" style={{ fontSize: `${drawnFontSize(pie, 'title')}px` }}>
          {pie.title || pie.link_value}
        </span>
        <PriceTag pie={pie} />
      </MaybeLink>
    </Frame>
  );
}

/** Link buttons: optional icon, the label, and an optional price tag. */
export function LinkInput({ pies, ctx }: BlockProps) {
  return pies.map((pie) => <LinkButton key={pie.id} pie={pie} ctx={ctx} />);
}
