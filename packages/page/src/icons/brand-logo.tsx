import { brightness, type Logo, textColourFor } from '@podpie/core';
import { withVars } from '../css-vars.ts';
import { initials } from '../format.ts';
import { drawnMark } from './drawn-marks.ts';
import { simpleIconMark } from './simple-icons.ts';
import { SvgIcon } from './svg-icon.tsx';

/** A brand this light would vanish on the white icon disc, so it sits on a dark one instead. */
const TOO_LIGHT_FOR_WHITE = 200;

/** Brand colours for a logo: its own colour, a disc it reads on, and text for its lettered badge. */
export function brandVars(colour: string): Record<`--${string}`, string> {
  return {
    '--pp-brand': colour,
    '--pp-on-brand': textColourFor(colour),
    '--pp-disc': (brightness(colour) ?? 0) >= TOO_LIGHT_FOR_WHITE ? '#1f1f1f' : '#ffffff',
  };
}

/**
 * A brand's mark in its brand colour: simple-icons' where it has one, else our own drawing
 * (drawn-marks.ts). A logo with neither gets a round badge with the brand's initials on its
 * colour, drawn as generated content (data-letters) so the link's accessible name stays the
 * brand's full name. Reads --pp-brand / --pp-on-brand from a parent.
 */
export function BrandMark({ logo }: { logo: Logo }) {
  const mark = simpleIconMark(logo.simpleIconsSlug) ?? drawnMark(logo.name);
  return mark ? (
    <SvgIcon shape={mark} />
  ) : (
    <span className="pp-letter" data-letters={initials(logo.label)} />
  );
}

/** A decorative logo beside a badge's text (the text names the brand). */
export function BrandLogo({ logo }: { logo: Logo }) {
  return (
    <span className="pp-logo" style={withVars(brandVars(logo.color))} aria-hidden="true">
      <BrandMark logo={logo} />
    </span>
  );
}
