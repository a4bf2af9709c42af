import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { designTokensSchema } from '../design/tokens.ts';
import { keyed } from '../i18n/issue.ts';
import { colour } from '../shared/colour.ts';
import { safeLink } from '../shared/url.ts';
import { slugSchema } from './slug.ts';

export const BACKGROUND_TYPES = ['SOLID', 'LINEAR-GRADIENT', 'IMAGE', 'COLOR'] as const;
export type BackgroundType = (typeof BACKGROUND_TYPES)[number];

export const QR_SIZES = [100, 200, 300, 400] as const;
export type QrSize = (typeof QR_SIZES)[number];
export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof QR_LEVELS)[number];

/** SPEC.md §3 Project defaults. */
export const PROJECT_DEFAULTS = {
  text_color: '#ffffff',
  button_text_color: '#000000',
  button_color: '#D5DBE4',
  solid_color: '#424242',
  background_type: 'SOLID',
  degree: 180,
  qr_size: 200,
  qr_level: 'L',
  qr_color: '#000000',
} as const satisfies {
  background_type: BackgroundType;
  qr_size: QrSize;
  qr_level: QrLevel;
  [key: string]: unknown;
};

const link = safeLink.nullable().default(null);
const optionalColour = colour.nullable().default(null);
const shortText = z.string().max(200).nullable().default(null);

export const GOOGLE_ANALYTICS_ID = /^(G-[A-Z0-9]{4,16}|UA-\d{4,10}-\d{1,4})$/;
export const FACEBOOK_PIXEL_ID = /^\d{6,20}$/;

/** The fields of a project an owner edits in the editor (style, artwork, QR). */
export const projectStyleSchema = z.strictObject({
  text_color: colour.default(PROJECT_DEFAULTS.text_color),
  button_text_color: colour.default(PROJECT_DEFAULTS.button_text_color),
  button_color: colour.default(PROJECT_DEFAULTS.button_color),
  linear_gradient: z.string().max(300).nullable().default(null),
  degree: z.number().int().min(0).max(360).default(PROJECT_DEFAULTS.degree),
  gradient_color_from: optionalColour,
  gradient_color_to: optionalColour,
  solid_color: colour.default(PROJECT_DEFAULTS.solid_color),
  background_type: z.enum(BACKGROUND_TYPES).default(PROJECT_DEFAULTS.background_type),
  artwork_uuid: shortText,
  artwork_cdnUrl: link,
  artwork_originalUrl: link,
  artwork_mime_type: z.string().max(100).nullable().default(null),
  background_image_uuid: shortText,
  background_image_cdnUrl: link,
  background_image_originalUrl: link,
  background_image_mime_type: z.string().max(100).nullable().default(null),
  selected_theme_id: z.number().int().nullable().default(null),
  qr_size: z.union(QR_SIZES.map((size) => z.literal(size))).default(PROJECT_DEFAULTS.qr_size),
  qr_level: z.enum(QR_LEVELS).default(PROJECT_DEFAULTS.qr_level),
  qr_color: colour.default(PROJECT_DEFAULTS.qr_color),
  is_check_podcast_health: z.boolean().default(false),
  /** Font, buttons, cards, profile and spacing; null draws the page as before tokens existed. */
  design: designTokensSchema.nullable().default(null),
});
export type ProjectStyle = z.output<typeof projectStyleSchema>;

/** Analytics ids of the settings screen; empty means "none". */
export const projectSettingsSchema = z.strictObject({
  google_analytics_id: z
    .string()
    .trim()
    .regex(GOOGLE_ANALYTICS_ID, {
      message: keyed('app:validation.googleAnalyticsId'),
    })
    .nullable()
    .or(z.literal('').transform(() => null))
    .default(null),
  facebook_pixel_id: z
    .string()
    .trim()
    .regex(FACEBOOK_PIXEL_ID, { message: keyed('app:validation.facebookPixelId') })
    .nullable()
    .or(z.literal('').transform(() => null))
    .default(null),
  /** The public page's language; left out keeps it. */
  language: z.enum(LANGUAGES).optional(),
});
export type ProjectSettings = z.output<typeof projectSettingsSchema>;

/** A stored project as the API answers it. */
export const projectSchema = projectStyleSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  pies_updated_at: z.string().nullable(),
  google_analytics_id: z.string().nullable(),
  facebook_pixel_id: z.string().nullable(),
  language: z.enum(LANGUAGES).describe('The language the public page is drawn in'),
});

/** Body of POST /v1/projects and PUT /v1/projects/{id}: style fields, optionally a slug. */
export const projectBodySchema = projectStyleSchema.partial().extend({
  slug: slugSchema.optional(),
  /** The owner kept the random address at the first publish (sending a slug says so too). */
  address_chosen: z.literal(true).optional(),
  /** At creation, the owner's interface language when left out. */
  language: z.enum(LANGUAGES).optional(),
});
export type ProjectBody = z.input<typeof projectBodySchema>;

/** A project with every default, for a new draft before the server has seen it. */
export function defaultProjectStyle(): ProjectStyle {
  return projectStyleSchema.parse({});
}
