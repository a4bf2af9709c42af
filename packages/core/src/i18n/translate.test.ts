import { describe, expect, it } from 'vitest';
import type { TranslationKey } from './dictionary.ts';
import { translate } from './index.ts';
import { interpolate } from './lookup.ts';

describe('translate', () => {
  it('gives the text of a key in the chosen language', () => {
    expect(translate('en', 'common:sidebar.logout')).toBe('Logout');
    expect(translate('cn', 'common:sidebar.logout')).toBe('退出登录');
    expect(translate('tw', 'common:sidebar.logout')).toBe('登出');
  });

  it('fills {{variables}}', () => {
    expect(translate('en', 'messages:fetchFailed.title', { url: 'https://pod.example/rss' })).toBe(
      'Unable to fetch data from https://pod.example/rss',
    );
    expect(translate('tw', 'messages:projectDeleted', { name: 'My Show' })).toBe(
      '已刪除專案 My Show',
    );
  });

  it('an unsupported language reads the cn text', () => {
    expect(translate('fr', 'common:sidebar.home')).toBe('首页');
    expect(translate('__proto__', 'common:sidebar.home')).toBe('首页');
  });

  it('an unknown key answers the key itself', () => {
    const unknown = 'common:nothing.here' as TranslationKey;
    expect(translate('en', unknown)).toBe('common:nothing.here');
    const notALeaf = 'common:sidebar' as TranslationKey;
    expect(translate('en', notALeaf)).toBe('common:sidebar');
    const inherited = 'common:toString' as TranslationKey;
    expect(translate('en', inherited)).toBe('common:toString');
  });
});

describe('interpolate', () => {
  it('replaces each placeholder, spaces inside the braces allowed', () => {
    expect(interpolate('{{ a }} and {{b}} and {{a}}', { a: 1, b: 'two' })).toBe('1 and two and 1');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(interpolate('Hello {{name}}')).toBe('Hello {{name}}');
    expect(interpolate('Hello {{toString}}', {})).toBe('Hello {{toString}}');
  });

  it('does not read values as templates again', () => {
    expect(interpolate('{{a}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}');
  });
});
