import { describe, expect, it } from 'vitest';
import { hasContent } from './has-content.ts';
import { makePie, type PieInput } from './schema.ts';

const pie = (fields: Partial<PieInput> = {}) =>
  makePie({ id: -100001, main_type: 'TEXT-INPUT', ...fields });

describe('has-content: a block is kept only if it has some content', () => {
  it('an all-empty block has none', () => {
    expect(hasContent(pie())).toBe(false);
  });

  it('blank text counts as empty', () => {
    expect(hasContent(pie({ title: '   ', description: '' }))).toBe(false);
  });

  it.each<[string, Partial<PieInput>]>([
    ['artwork', { artwork_cdnUrl: 'https://cdn.example.com/a.png' }],
    ['an artwork upload id', { artwork_uuid: 'abc' }],
    ['an artwork original', { artwork_originalUrl: 'https://cdn.example.com/o.png' }],
    ['a title', { title: 'Hello' }],
    ['a description', { description: 'About us' }],
    ['a social username', { social_username: 'podpie' }],
    ['a link', { link_value: 'https://example.com' }],
    ['a price tag', { price_tag: '$5' }],
    ['an image', { image_url: 'https://example.com/i.png' }],
    ['an icon group and name', { icon_group: 'fab', icon_name: 'spotify' }],
    [
      'both countdown dates',
      { countdown_from_date: '2030-01-01T00:00:00Z', countdown_to_date: '2030-02-01T00:00:00Z' },
    ],
    [
      'both countdown dates as local strings',
      {
        countdown_from_date_str: '2030-01-01T00:00:00',
        countdown_to_date_str: '2030-02-01T00:00:00',
      },
    ],
  ])('a block with %s has content', (_, fields) => {
    expect(hasContent(pie(fields))).toBe(true);
  });

  it.each<[string, Partial<PieInput>]>([
    ['only one countdown date', { countdown_to_date: '2030-02-01T00:00:00Z' }],
    ['an icon name without a group', { icon_name: 'spotify' }],
    ['an icon group without a name', { icon_group: 'fab' }],
    ['only a value', { value: '3' }],
  ])('a block with %s has none', (_, fields) => {
    expect(hasContent(pie(fields))).toBe(false);
  });
});
