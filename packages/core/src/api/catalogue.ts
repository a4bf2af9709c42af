import { z } from 'zod';
import { backgroundColorSchema, themeSchema } from '../entities/theme.ts';

// The contract of the public catalogue lists, seeded at start.

/** GET /v1/themes */
export const themesAnswerSchema = z.object({ data: z.array(themeSchema) });

/** GET /v1/background_colors */
export const backgroundColorsAnswerSchema = z.object({ data: z.array(backgroundColorSchema) });
