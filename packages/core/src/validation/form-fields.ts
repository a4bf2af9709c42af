import { z } from 'zod';
import {
  FONT_SIZE_DEFAULT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  HEADER_FONT_SIZE_DEFAULT,
  PLACEHOLDER_MAX_LENGTH,
} from '../constants.ts';
import { issueInEnglish, keyed } from '../i18n/issue.ts';
import type { MainType } from '../pie/types.ts';

const AUTHOR_NAME = keyed('messages:validation.authorNameRequired');
export const AUTHOR_NAME_MESSAGE = issueInEnglish(AUTHOR_NAME);

/** Author add: the name is required. */
export const authorNameSchema = z
  .string({ error: AUTHOR_NAME })
  .trim()
  .min(1, { message: AUTHOR_NAME })
  .max(200);

const FONT_SIZE = keyed('app:validation.fontSize', { min: FONT_SIZE_MIN, max: FONT_SIZE_MAX });
export const FONT_SIZE_MESSAGE = issueInEnglish(FONT_SIZE);

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

/** Text of the header block starts at 15, text of every other block at 12. */
export function defaultFontSize(mainType: MainType): number {
  return mainType === 'HEADER-TITLE' ? HEADER_FONT_SIZE_DEFAULT : FONT_SIZE_DEFAULT;
}

const PLACEHOLDER_TOO_LONG = keyed('app:validation.placeholderTooLong', {
  max: PLACEHOLDER_MAX_LENGTH,
});
export const PLACEHOLDER_TOO_LONG_MESSAGE = issueInEnglish(PLACEHOLDER_TOO_LONG);

/** Podcast-people placeholder text: at most 128 characters. */
export const placeholderSchema = z
  .string()
  .max(PLACEHOLDER_MAX_LENGTH, { message: PLACEHOLDER_TOO_LONG });
