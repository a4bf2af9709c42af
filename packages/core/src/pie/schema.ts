import { z } from 'zod';
import { keyed } from '../i18n/issue.ts';
import { colour } from '../shared/colour.ts';
import { safeLink } from '../shared/url.ts';
import { fontSizeSchema, placeholderSchema } from '../validation/form-fields.ts';
import { ICON_GROUPS, MAIN_TYPES } from './types.ts';

export const MAX_TITLE_LENGTH = 300;
export const MAX_TEXT_LENGTH = 5000;
export const MAX_SHORT_TEXT_LENGTH = 200;

const text = (max: number) => z.string().max(max).nullable().default(null);
const shortText = text(MAX_SHORT_TEXT_LENGTH);
const link = safeLink.nullable().default(null);
const optionalColour = colour.nullable().default(null);
const fontSize = fontSizeSchema.nullable().default(null);
/** Dates are ISO instants; the *_str twins hold the local ISO-like string in the chosen zone. */
// PostgreSQL has no year 0 (ISO's 1 BC), so the calendar starts at year 1.
const isoDate = z.iso
  .datetime({ offset: true })
  .refine((value) => !value.startsWith('0000'), { message: 'Please pick a valid date.' })
  .nullable()
  .default(null);
const localDateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, {
    message: keyed('messages:validation.invalidDate'),
  })
  .nullable()
  .default(null);
const timeZone = z.string().max(64).nullable().default(null);

/**
 * A block ("pie") of a page, every field of SPEC.md §3 with its default. Unsaved blocks carry a
 * negative temporary id. Unknown fields are refused so a typo never silently drops data.
 */
export const pieSchema = z.strictObject({
  id: z.number().int(),
  main_type: z.enum(MAIN_TYPES),
  sub_type: shortText,
  modal_title: shortText,
  name: shortText,
  value: text(MAX_TEXT_LENGTH),
  sortable: z.boolean().default(true),
  sort_order: z.number().int().min(0).default(0),
  title: text(MAX_TITLE_LENGTH),
  title_text_color: optionalColour,
  link_value: link,
  background_color: optionalColour,
  image_url: link,
  description: text(MAX_TEXT_LENGTH),
  button_text: shortText,
  success_message: text(MAX_TITLE_LENGTH),
  integration_id: z.number().int().nullable().default(null),
  mailing_list_id: shortText,
  campaign_tag: shortText,
  placeholder: placeholderSchema.nullable().default(null),
  is_username: z.boolean().default(false),
  icon_group: z.enum(ICON_GROUPS).nullable().default(null),
  icon_name: shortText,
  icon_color: optionalColour,
  price_tag: z.string().max(40).nullable().default(null),
  price_tag_background_color: optionalColour,
  price_tag_text_color: optionalColour,
  display_effect_options: z.boolean().default(false),
  is_pop: z.boolean().default(false),
  is_hidden: z.boolean().default(false),
  title_font_size: fontSize,
  description_font_size: fontSize,
  updated_at: isoDate,
  social_username: shortText,
  schedule_from_date: isoDate,
  schedule_to_date: isoDate,
  schedule_from_date_str: localDateString,
  schedule_to_date_str: localDateString,
  schedule_time_zone: timeZone,
  countdown_from_date: isoDate,
  countdown_to_date: isoDate,
  countdown_from_date_str: localDateString,
  countdown_to_date_str: localDateString,
  countdown_time_zone: timeZone,
  artwork_uuid: shortText,
  artwork_cdnUrl: link,
  artwork_originalUrl: link,
  artwork_mime_type: z.string().max(100).nullable().default(null),
});

/** A complete block, every default filled in. */
export type Pie = z.output<typeof pieSchema>;
/** A block as a client may send it: id and main_type required, the rest defaulted. */
export type PieInput = z.input<typeof pieSchema>;

/** Builds a complete block from the fields given, filling SPEC.md's defaults. */
export function makePie(fields: PieInput): Pie {
  return pieSchema.parse(fields);
}

export const MAX_PIES_PER_PROJECT = 200;

/** The body of POST /v1/projects/{id}/pies/sync. */
export const syncPiesSchema = z.strictObject({
  pies: z.array(pieSchema).max(MAX_PIES_PER_PROJECT, {
    message: keyed('app:validation.tooManyBlocks', { max: MAX_PIES_PER_PROJECT }),
  }),
  /** The pies_updated_at the client started from; a stale one is answered with 409. */
  base_pies_updated_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
