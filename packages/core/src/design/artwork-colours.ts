import { z } from 'zod';
import { colourToRgb, readableTextOver } from '../contrast/contrast.ts';

/** The two colours the server reads from a show's artwork (see the uploads answer). */
export const artworkPaletteSchema = z.object({
  dominant: z.string().regex(/^#[0-9a-f]{6}$/),
  accent: z.string().regex(/^#[0-9a-f]{6}$/),
});
export type ArtworkPalette = z.output<typeof artworkPaletteSchema>;

/** How far apart two colours look, roughly (0 to 441 in RGB). */
function distance(a: string, b: string): number {
  const x = colourToRgb(a);
  const y = colourToRgb(b);
  if (!x || !y) return 0;
  return Math.hypot(x.red - y.red, x.green - y.green, x.blue - y.blue);
}

/**
 * A page's colours from its artwork: the main colour as the background, the accent for the
 * buttons (the text colour when the accent would not stand out), and black or white words on
 * each, whichever reads better; black or white always reaches 4.5:1 on any colour.
 */
export function artworkColours(palette: ArtworkPalette) {
  const background = palette.dominant;
  const text = readableTextOver([background]);
  const button = distance(palette.accent, background) >= 80 ? palette.accent : text;
  return {
    background_type: 'SOLID' as const,
    solid_color: background,
    text_color: text,
    button_color: button,
    button_text_color: readableTextOver([button]),
  };
}
