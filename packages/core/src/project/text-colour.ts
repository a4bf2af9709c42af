import {
  BRIGHTNESS_THRESHOLD,
  BRIGHTNESS_WEIGHTS,
  TEXT_ON_DARK,
  TEXT_ON_LIGHT,
} from '../constants.ts';

const SHORT_HEX = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const LONG_HEX = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** Red, green and blue (0-255) of a 3- or 6-digit hex colour, leading # optional; else null. */
export function hexToRgb(hex: string): { red: number; green: number; blue: number } | null {
  const value = hex.trim();
  const long = LONG_HEX.exec(value);
  const short = SHORT_HEX.exec(value);
  const pairs = long
    ? long.slice(1)
    : short
      ? short.slice(1).map((digit) => `${digit}${digit}`)
      : null;
  if (!pairs) return null;
  const [red = 0, green = 0, blue = 0] = pairs.map((pair) => Number.parseInt(pair, 16));
  return { red, green, blue };
}

/** Perceived brightness, (299 red + 587 green + 114 blue) / 1000, or null for a non-hex colour. */
export function brightness(hex: string): number | null {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const { red, green, blue } = BRIGHTNESS_WEIGHTS;
  return (red * rgb.red + green * rgb.green + blue * rgb.blue) / 1000;
}

/**
 * Text colour that reads on a background: #000000 when its brightness is 128 or more, otherwise
 * #ffffff. A colour that is not hex gets white text, the project default.
 */
export function textColourFor(hex: string): typeof TEXT_ON_LIGHT | typeof TEXT_ON_DARK {
  const value = brightness(hex);
  return value !== null && value >= BRIGHTNESS_THRESHOLD ? TEXT_ON_LIGHT : TEXT_ON_DARK;
}
