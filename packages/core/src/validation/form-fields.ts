import { z } from 'zod';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, PLACEHOLDER_MAX_LENGTH } from '../constants.ts';
import { keyed } from '../i18n/issue.ts';

const FONT_SIZE = keyed('app:validation.fontSize', { min: FONT_SIZE_MIN, max: FONT_SIZE_MAX });

/** Font sizes are chosen from 6 to 45. */
export const fontSizeSchema = z
  .number({ error: FONT_SIZE })
  .int({ message: FONT_SIZE })
  .min(FONT_SIZE_MIN, { message: FONT_SIZE })
  .max(FONT_SIZE_MAX, { message: FONT_SIZE });

/** The options of a font size picker: 6, 7, ... 45. */
export const FONT_SIZE_OPTIONS: readonly number[] = Array.from(
  { length: FONT_SIZE_MAX - FONT_SIZE_MIN + 1 },
  (_, index) => FONT_SIZE_MIN + index,
);

const PLACEHOLDER_TOO_LONG = keyed('app:validation.placeholderTooLong', {
  max: PLACEHOLDER_MAX_LENGTH,
});

/** Podcast-people placeholder text: at most 128 characters. */
export const placeholderSchema = z
  .string()
  .max(PLACEHOLDER_MAX_LENGTH, { message: PLACEHOLDER_TOO_LONG });
