import { describe, expect, it } from 'vitest';
import { en } from './en/index.ts';
import { LANGUAGES } from './languages.ts';
import { type PageTranslationKey, translatePageText } from './page-texts.ts';
import { translate } from './translate.ts';

function keysOf(node: object, prefix: string): string[] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : keysOf(value as object, `${prefix}${name}.`),
  );
}

const PAGE_KEYS = (['blocks', 'page'] as const).flatMap((namespace) =>
  keysOf(en[namespace], `${namespace}:`),
) as PageTranslationKey[];

describe('a page translates its own words from its namespaces alone', () => {
  it.each(LANGUAGES)('every page key in %s reads as translate() reads it', (language) => {
    expect(PAGE_KEYS.length).toBeGreaterThan(50);
    for (const key of PAGE_KEYS) {
      expect(translatePageText(language, key, { count: 3, name: 'Pie' })).toBe(
        translate(language, key, { count: 3, name: 'Pie' }),
      );
    }
  });

  it('answers an unsupported language in the fallback language, like translate()', () => {
    expect(translatePageText('fr', 'page:countdown.days')).toBe(
      translate('cn', 'page:countdown.days'),
    );
  });
});
