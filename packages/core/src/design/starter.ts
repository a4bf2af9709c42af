import { colourToRgb } from '../contrast/contrast.ts';
import type { ProjectStyle } from '../project/schema.ts';
import { type ArtworkPalette, artworkColours } from './artwork-colours.ts';
import { applyDesignTheme, type DesignTheme, findDesignTheme } from './themes.ts';

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

/**
 * A starter page in the show's colours (see artworkColours), with the shapes and fonts of the
 * designed theme that suits its background. The tokens remember the artwork's colours, so the
 * editor shows the page as that theme in the artwork's colours, not as a customised theme.
 */
export function starterStyle(style: ProjectStyle, palette: ArtworkPalette): ProjectStyle {
  const themed = applyDesignTheme(style, themeFor(palette.dominant));
  return {
    ...themed,
    ...artworkColours(palette),
    gradient_color_from: null,
    gradient_color_to: null,
    linear_gradient: null,
    design: themed.design ? { ...themed.design, palette } : null,
  };
}
