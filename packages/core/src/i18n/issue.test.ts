import { describe, expect, it } from 'vitest';
import { slugSchema } from '../project/slug.ts';
import { safeLink } from '../shared/url.ts';
import { issueIn, keyed, readKeyed, readKeyShape } from './issue.ts';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? '';

describe('validation messages are translation keys', () => {
  it('a bad link reads in the reader’s language', () => {
    const message = firstIssue(safeLink.safeParse('javascript:alert(1)'));
    expect(issueIn('en', message)).toBe('Please enter a valid link (http, https, mailto or tel).');
    expect(issueIn('cn', message)).toBe('请输入有效的链接（http、https、mailto 或 tel）。');
    expect(issueIn('tw', message)).toBe('請輸入有效的連結（http、https、mailto 或 tel）。');
  });

  it('carries its values, such as the reserved alias', () => {
    const message = firstIssue(slugSchema.safeParse('dashboard'));
    expect(issueIn('en', message)).toBe(
      'The link alias dashboard is reserved, please choose another one.',
    );
    expect(issueIn('tw', message)).toBe('連結別名 dashboard 已被保留，請換一個。');
  });

  it('shows any other text as written', () => {
    expect(issueIn('cn', 'Slug has already been taken')).toBe('Slug has already been taken');
    expect(issueIn('cn', 'nothing:here.at.all')).toBe('nothing:here.at.all');
    expect(readKeyed('app:validation.slugReserved {not json')).toBeNull();
  });

  it('reads a key by its shape and namespace alone where the dictionaries are not at hand', () => {
    expect(readKeyShape('domains:refused.notAName')?.key).toBe('domains:refused.notAName');
    expect(readKeyShape('nothing:here.at.all')).toBeNull();
    expect(readKeyShape('Slug has already been taken')).toBeNull();
    // Only the dictionaries know which keys of a namespace exist.
    expect(readKeyed('app:no.such.text')).toBeNull();
    expect(readKeyShape('app:no.such.text')?.key).toBe('app:no.such.text');
  });

  it('round-trips a key and its values', () => {
    expect(readKeyed(keyed('app:validation.slugReserved', { slug: 'api' }))).toEqual({
      key: 'app:validation.slugReserved',
      values: { slug: 'api' },
    });
  });
});
