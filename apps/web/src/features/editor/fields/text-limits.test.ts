import { makePie, pieSchema } from '@podpie/core';
import { describe, expect, it } from 'vitest';
import { maxLengthOf, type TextField } from './text-limits.ts';

const FIELDS: TextField[] = [
  'title',
  'description',
  'button_text',
  'success_message',
  'campaign_tag',
  'price_tag',
];

describe('the length a block modal lets the owner type', () => {
  it.each(FIELDS)('is what the block schema stores in %s, not a character more', (field) => {
    const limit = maxLengthOf(field);
    const block = makePie({ id: -1, main_type: 'TEXT-INPUT' });
    expect(pieSchema.safeParse({ ...block, [field]: 'a'.repeat(limit) }).success).toBe(true);
    expect(pieSchema.safeParse({ ...block, [field]: 'a'.repeat(limit + 1) }).success).toBe(false);
  });

  it('matches the limits of SPEC.md blocks: titles 300, descriptions 5,000, price tags 40', () => {
    expect([maxLengthOf('title'), maxLengthOf('description'), maxLengthOf('price_tag')]).toEqual([
      300, 5000, 40,
    ]);
  });
});
