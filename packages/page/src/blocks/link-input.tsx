import { DEFAULT_PRICE_TAG_COLOUR, drawnFontSize, type Pie, readableTextOver } from '@podpie/core';
import type { ReactNode } from 'react';
import { audioSource } from '../audio-link.ts';
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

/**
 * A link to an audio file as a small player: the title and the browser's own controls. Nothing is
 * fetched until the listener presses play, and a player never pulses, whatever the block's POP.
 */
function AudioPlayer({ pie, ctx, src }: { pie: Pie; ctx: PageContext; src: string }) {
  const title = pie.title?.trim() || ctx.t('audio');
  return (
    <Frame ctx={ctx} pie={pie} className="pp-link" style={buttonVars(pie)} still>
      <div className="pp-card pp-player">
        <span className="pp-player-title">{title}</span>
        {/* biome-ignore lint/a11y/useMediaCaption: a feed's trailer comes with no caption file to link */}
        <audio controls preload="none" src={src} aria-label={title} />
      </div>
    </Frame>
  );
}

function LinkButton({ pie, ctx }: { pie: Pie; ctx: PageContext }) {
  const audio = audioSource(pie.link_value);
  if (audio) return <AudioPlayer pie={pie} ctx={ctx} src={audio} />;
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

/** Link buttons: optional icon, the label, and an optional price tag; audio files play in place. */
export function LinkInput({ pies, ctx }: BlockProps) {
  return pies.map((pie) => <LinkButton key={pie.id} pie={pie} ctx={ctx} />);
}
