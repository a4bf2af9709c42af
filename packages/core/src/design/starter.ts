import { z } from 'zod';
import { colourToRgb, readableTextOver } from '../contrast/contrast.ts';
import type { ProjectStyle } from '../project/schema.ts';
import { applyDesignTheme, type DesignTheme, findDesignTheme } from './themes.ts';

/** The two colours the server reads from a show's artwork (see the uploads answer). */
export const artworkPaletteSchema = z.object({
  dominant: z.string().regex(/^#[0-9a-f]{6}$/),
  accent: z.string().regex(/^#[0-9a-f]{6}$/),
});
export type ArtworkPalette = z.output<typeof artworkPaletteSchema>;

function lightnessAndSaturation(hex: string): { lightness: number; saturation: number } {
  const rgb = colourToRgb(hex) ?? { red: 0, green: 0, blue: 0 };
  const channels = [rgb.red, rgb.green, rgb.blue].map((value) => value / 255);
  const max = Math.max(...channels);
  const min = Math.min(...channels);
  const lightness = (max + min) / 2;
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
  return { lightness, saturation };
}

/** The designed theme whose shapes and fonts suit a background like the artwork's main colour. */
function themeFor(background: string): DesignTheme {
  const { lightness, saturation } = lightnessAndSaturation(background);
  const vivid = saturation > 0.45;
  const key =
    lightness < 0.25
      ? vivid
        ? 'ocean'
        : 'midnight'
      : lightness > 0.75
        ? vivid
          ? 'lilac'
          : 'paper'
        : vivid
          ? 'sunset'
          : 'forest';
  const theme = findDesignTheme(key);
  if (!theme) throw new Error(`designed theme ${key} is missing`);
  return theme;
}

/** How far apart two colours look, roughly (0 to 441 in RGB). */
function distance(a: string, b: string): number {
  const x = colourToRgb(a);
  const y = colourToRgb(b);
  if (!x || !y) return 0;
  return Math.hypot(x.red - y.red, x.green - y.green, x.blue - y.blue);
}

/**
 * A starter page in the show's colours: the artwork's main colour as the background, its accent
 * for the buttons (the text colour when the accent would not stand out), and black or white words
 * on each, whichever reads better; black or white always reaches 4.5:1 on any colour. Shapes and
 * fonts come from the designed theme that suits the background.
 */
export function starterStyle(style: ProjectStyle, palette: ArtworkPalette): ProjectStyle {
  const background = palette.dominant;
  const text = readableTextOver([background]);
  const button = distance(palette.accent, background) >= 80 ? palette.accent : text;
  return {
    ...applyDesignTheme(style, themeFor(background)),
    background_type: 'SOLID',
    solid_color: background,
    gradient_color_from: null,
    gradient_color_to: null,
    linear_gradient: null,
    text_color: text,
    button_color: button,
    button_text_color: readableTextOver([button]),
  };
}
