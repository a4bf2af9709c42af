import { describe, expect, it } from 'vitest';
import { issueIn } from '../i18n/issue.ts';
import type { PieInput } from '../pie/schema.ts';
import { pieForSaveSchema, piesForSaveSchema } from './pie-for-save.ts';

const messages = (input: PieInput) => {
  const result = pieForSaveSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issueIn('en', issue.message));
};

describe('a block as the server stores it', () => {
  it('a block with content is accepted with its defaults filled', () => {
    const result = pieForSaveSchema.safeParse({
      id: -100001,
      main_type: 'TEXT-INPUT',
      title: 'Hi',
    });
    expect(result.success && result.data.is_pop).toBe(false);
  });

  it('an empty block is refused by the has-content rule', () => {
    expect(messages({ id: 1, main_type: 'TEXT-INPUT' })).toEqual([
      'A block needs some content: a title, a description, a link, an image or an icon.',
    ]);
  });

  it('a javascript: or data: link is never valid', () => {
    expect(
      messages({ id: 1, main_type: 'LINK-INPUT', title: 'x', link_value: 'javascript:alert(1)' }),
    ).not.toEqual([]);
    expect(
      messages({
        id: 1,
        main_type: 'CARD-INPUT',
        title: 'x',
        image_url: 'data:image/png;base64,AA',
      }),
    ).not.toEqual([]);
  });

  it("a social username with '/' is refused with the SPEC message", () => {
    expect(
      messages({
        id: 1,
        main_type: 'SOCIAL-NETWORKS',
        name: 'INSTAGRAM',
        icon_group: 'fab',
        icon_name: 'instagram',
        social_username: 'instagram.com/me',
      }),
    ).toEqual(['Please make sure instagram.com/me is the username.']);
  });

  it('a feed block lists 1 to 5 episodes', () => {
    const feed = { id: 1, main_type: 'PODCAST-FEED', link_value: 'https://a.fm/rss' } as const;
    expect(messages({ ...feed, value: '5' })).toEqual([]);
    expect(messages({ ...feed, value: '9' })).toEqual(['A feed block lists 1 to 5 episodes.']);
    expect(messages({ ...feed, value: 'lots' })).toEqual(['A feed block lists 1 to 5 episodes.']);
  });

  it('a page holds at most 200 blocks', () => {
    const pie = { id: 1, main_type: 'TEXT-INPUT', title: 'x' } as const;
    expect(piesForSaveSchema.safeParse(Array.from({ length: 200 }, () => pie)).success).toBe(true);
    expect(piesForSaveSchema.safeParse(Array.from({ length: 201 }, () => pie)).success).toBe(false);
  });
});
