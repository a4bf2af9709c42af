import { z } from 'zod';
import { colour } from '../shared/colour.ts';

export const themeSchema = z.object({
  id: z.number().int(),
  theme_name: z.string(),
  background_type: z.enum(['SOLID', 'LINEAR-GRADIENT']),
  solid_color: colour.nullable(),
  degree: z.number().int().min(0).max(360),
  gradient_color_from: colour.nullable(),
  gradient_color_to: colour.nullable(),
  text_color: colour,
  button_color: colour,
  button_text_color: colour,
});
export type Theme = z.output<typeof themeSchema>;

/** A colour of the solid-colour palette; shown as solid_color with a leading #. */
export const backgroundColorSchema = z.object({
  id: z.number().int(),
  color_hex: z.string().regex(/^[0-9a-fA-F]{6}$/),
});
export type BackgroundColor = z.output<typeof backgroundColorSchema>;

/** SPEC.md §3: a palette entry is shown as solid_color with a leading #. */
export function backgroundColorToSolid(entry: BackgroundColor): string {
  return `#${entry.color_hex}`;
}
