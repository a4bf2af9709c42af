import { IMAGE_OVERLAY_OPACITY, TEXT_ON_DARK, TEXT_ON_LIGHT } from '../constants.ts';
import { hexToRgb } from '../project/text-colour.ts';

/** WCAG 2.x level AA for normal text. */
export const WCAG_AA_TEXT_RATIO = 4.5;

type Rgb = { red: number; green: number; blue: number };

/** The few colour names the editor itself stores (e.g. a messenger's default 'black'). */
const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  grey: '#808080',
  gray: '#808080',
  pink: '#ffc0cb',
};

const toHex = (rgb: Rgb): string =>
  `#${[rgb.red, rgb.green, rgb.blue].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

/** A stored colour (hex with or without #, 8-digit hex ignores alpha, or a known name) as RGB. */
export function colourToRgb(value: string | null | undefined): Rgb | null {
  if (!value) return null;
  const trimmed = value.trim().toLowerCase();
  const named = NAMED[trimmed];
  if (named) return hexToRgb(named);
  const withAlpha = /^#?([0-9a-f]{6})[0-9a-f]{2}$/.exec(trimmed);
  if (withAlpha?.[1]) return hexToRgb(withAlpha[1]);
  const shortAlpha = /^#?([0-9a-f]{3})[0-9a-f]$/.exec(trimmed);
  if (shortAlpha?.[1]) return hexToRgb(shortAlpha[1]);
  return hexToRgb(trimmed);
}

/** A stored colour as #rrggbb (so a picker can show 'black' as black), or null when unknown. */
export function colourToHex(value: string | null | undefined): string | null {
  const rgb = colourToRgb(value);
  return rgb ? toHex(rgb) : null;
}

const channel = (value: number): number => {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(rgb: Rgb): number {
  return 0.2126 * channel(rgb.red) + 0.7152 * channel(rgb.green) + 0.0722 * channel(rgb.blue);
}

/** WCAG contrast ratio of two colours (1 to 21), or null when either is not a known colour. */
export function contrastRatio(
  first: string | null | undefined,
  second: string | null | undefined,
): number | null {
  const a = colourToRgb(first);
  const b = colourToRgb(second);
  if (!a || !b) return null;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The lowest contrast a text colour gets over any of the given backgrounds. */
export function worstContrast(text: string, backgrounds: readonly string[]): number | null {
  let worst: number | null = null;
  for (const background of backgrounds) {
    const ratio = contrastRatio(text, background);
    if (ratio === null) return null;
    worst = worst === null ? ratio : Math.min(worst, ratio);
  }
  return worst;
}

/** Black or white, whichever reads better over every one of the backgrounds (e.g. both stops). */
export function readableTextOver(
  backgrounds: readonly string[],
): typeof TEXT_ON_LIGHT | typeof TEXT_ON_DARK {
  const onBlack = worstContrast(TEXT_ON_LIGHT, backgrounds) ?? 0;
  const onWhite = worstContrast(TEXT_ON_DARK, backgrounds) ?? 0;
  return onBlack > onWhite ? TEXT_ON_LIGHT : TEXT_ON_DARK;
}

/**
 * The lightest colour a background image can show through the 70% black overlay: pure white
 * under the overlay. Text must read on it (and it reads on anything darker too).
 */
export function lightestUnderOverlay(opacity: number = IMAGE_OVERLAY_OPACITY): string {
  const shown = 255 * (1 - opacity);
  return toHex({ red: shown, green: shown, blue: shown });
}
