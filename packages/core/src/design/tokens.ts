import { z } from 'zod';
import { keyed } from '../i18n/issue.ts';
import { artworkPaletteSchema } from './artwork-colours.ts';

/** Font pairs (heading, body) Podpie serves itself; 'system' is the device's own font. */
export const FONT_PAIRS = [
  'system',
  'grotesk',
  'editorial',
  'rounded',
  'classic',
  'geometric',
] as const;
export type FontPair = (typeof FONT_PAIRS)[number];

export const BUTTON_SHAPES = ['square', 'rounded', 'pill'] as const;

/** 'shadow' is a filled button lifted by a soft shadow, the look every page had before tokens. */
export const BUTTON_STYLES = ['filled', 'outline', 'shadow'] as const;

/** How the show's artwork is drawn at the top: a round or square tile, or a wide hero banner. */
export const PROFILE_STYLES = ['round', 'square', 'hero'] as const;

export const SPACINGS = ['compact', 'comfortable'] as const;

export const CARD_RADIUS_MAX = 32;

const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { message: keyed('messages:validation.invalidDesign') });

/**
 * A page's design tokens, stored with the project. A project without them (null) draws exactly as
 * pages did before tokens existed; `theme` names the designed theme they started from, if any.
 */
export const designTokensSchema = z.strictObject({
  theme: z
    .string()
    .regex(/^[a-z][a-z-]{1,30}$/, { message: keyed('messages:validation.invalidDesign') })
    .nullable()
    .default(null),
  font: choice(FONT_PAIRS),
  button_shape: choice(BUTTON_SHAPES),
  button_style: choice(BUTTON_STYLES),
  card_radius: z
    .number({ message: keyed('messages:validation.invalidDesign') })
    .int({ message: keyed('messages:validation.invalidDesign') })
    .min(0, { message: keyed('messages:validation.invalidDesign') })
    .max(CARD_RADIUS_MAX, { message: keyed('messages:validation.invalidDesign') }),
  profile: choice(PROFILE_STYLES),
  spacing: choice(SPACINGS),
  /**
   * The artwork's colours a quick start drew the page in, beside the theme it took its shapes
   * from: the page then shows as that theme in the artwork's colours until the owner changes one.
   */
  palette: artworkPaletteSchema.optional(),
});
export type DesignTokens = z.output<typeof designTokensSchema>;

/** The tokens that draw a page exactly as pages were drawn before tokens existed. */
export const CLASSIC_TOKENS: DesignTokens = {
  theme: null,
  font: 'system',
  button_shape: 'rounded',
  button_style: 'shadow',
  card_radius: 16,
  profile: 'square',
  spacing: 'comfortable',
};

/** A project's tokens, or the classic ones when it has none (a page from before tokens). */
export function tokensOf(project: { design?: DesignTokens | null }): DesignTokens {
  return project.design ?? CLASSIC_TOKENS;
}
