import { describe, expect, it } from 'vitest';
import { issueIn } from '../i18n/issue.ts';
import { FONT_SIZE_OPTIONS, fontSizeSchema, placeholderSchema } from './form-fields.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : issueIn('en', result.error?.issues[0]?.message ?? '');

describe('font sizes are chosen from 6 to 45', () => {
  it('accepts 6 to 45 and refuses anything else', () => {
    expect(fontSizeSchema.safeParse(6).success).toBe(true);
    expect(fontSizeSchema.safeParse(45).success).toBe(true);
    expect(firstMessage(fontSizeSchema.safeParse(5))).toBe('Font sizes are chosen from 6 to 45.');
    expect(fontSizeSchema.safeParse(46).success).toBe(false);
    expect(fontSizeSchema.safeParse(12.5).success).toBe(false);
  });

  it('offers every size from 6 to 45', () => {
    expect(FONT_SIZE_OPTIONS).toHaveLength(40);
    expect(FONT_SIZE_OPTIONS[0]).toBe(6);
    expect(FONT_SIZE_OPTIONS.at(-1)).toBe(45);
  });
});

describe('podcast-people placeholder text: max length 128', () => {
  it('accepts 128 characters and refuses 129', () => {
    expect(placeholderSchema.safeParse('x'.repeat(128)).success).toBe(true);
    expect(firstMessage(placeholderSchema.safeParse('x'.repeat(129)))).toBe(
      'Please keep the placeholder to 128 characters.',
    );
  });
});
