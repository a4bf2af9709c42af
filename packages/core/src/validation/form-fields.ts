import { z } from 'zod';
import {
  FONT_SIZE_DEFAULT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  HEADER_FONT_SIZE_DEFAULT,
  PLACEHOLDER_MAX_LENGTH,
} from '../constants.ts';
import type { MainType } from '../pie/types.ts';

export const AUTHOR_NAME_MESSAGE = 'Please make sure you had entered the author name.';

/** Author add: the name is required. */
export const authorNameSchema = z
  .string({ error: AUTHOR_NAME_MESSAGE })
  .trim()
  .min(1, { message: AUTHOR_NAME_MESSAGE })
  .max(200);

export const FONT_SIZE_MESSAGE = `Font sizes are chosen from ${FONT_SIZE_MIN} to ${FONT_SIZE_MAX}.`;

/** Font sizes are chosen from 6 to 45. */
export const fontSizeSchema = z
  .number({ error: FONT_SIZE_MESSAGE })
  .int({ message: FONT_SIZE_MESSAGE })
  .min(FONT_SIZE_MIN, { message: FONT_SIZE_MESSAGE })
  .max(FONT_SIZE_MAX, { message: FONT_SIZE_MESSAGE });

/** The options of a font size picker: 6, 7, ... 45. */
export const FONT_SIZE_OPTIONS: readonly number[] = Array.from(
  { length: FONT_SIZE_MAX - FONT_SIZE_MIN + 1 },
  (_, index) => FONT_SIZE_MIN + index,
);

/** Text of the header block starts at 15, text of every other block at 12. */
export function defaultFontSize(mainType: MainType): number {
  return mainType === 'HEADER-TITLE' ? HEADER_FONT_SIZE_DEFAULT : FONT_SIZE_DEFAULT;
}

export const PLACEHOLDER_TOO_LONG_MESSAGE = `Please keep the placeholder to ${PLACEHOLDER_MAX_LENGTH} characters.`;

/** Podcast-people placeholder text: at most 128 characters. */
export const placeholderSchema = z
  .string()
  .max(PLACEHOLDER_MAX_LENGTH, { message: PLACEHOLDER_TOO_LONG_MESSAGE });
