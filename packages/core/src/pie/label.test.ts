import { describe, expect, it } from 'vitest';
import { ALL_DIRECTORY_TEMPLATES } from '../catalogue/directories.ts';
import { MESSENGER_TEMPLATES } from '../catalogue/messengers.ts';
import { SOCIAL_TEMPLATES } from '../catalogue/socials.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { translate } from '../i18n/translate.ts';
import { pieLabel } from './label.ts';
import { MAIN_BLOCK_NAME, MAIN_TYPES, type MainType } from './types.ts';

/**
 * A stored key as it would leak: upper-case words joined by '-' or '_' (MAIN-BLOCK), one long
 * upper-case word (GOODPODS; short brand names such as RSS or VK are real names), or a
 * dictionary path that found no text.
 */
const looksLikeKey = (text: string) =>
  /^[A-Z0-9]+([-_][A-Z0-9]+)+$/.test(text) || /^[A-Z0-9]{5,}$/.test(text) || /:/.test(text);

const STORED_NAMES = [
  MAIN_BLOCK_NAME,
  ...ALL_DIRECTORY_TEMPLATES.map((template) => template.name),
  ...SOCIAL_TEMPLATES.map((template) => template.name),
  ...MESSENGER_TEMPLATES.map((template) => template.name),
];

describe('no block is ever called by its stored key', () => {
  it.each(LANGUAGES)('in %s, every block type with every stored name has a real label', (lang) => {
    const kindName = (type: MainType) => translate(lang, `blocks:types.${type}`);
    for (const main_type of MAIN_TYPES) {
      for (const name of STORED_NAMES) {
        const label = pieLabel({ main_type, name, title: null }, kindName);
        expect(looksLikeKey(label), `${lang} ${main_type} ${name}: ${label}`).toBe(false);
      }
    }
  });

  it('a directory is called by its catalogue name, a text block by its kind, a title wins', () => {
    const kindName = (type: MainType) => translate('tw', `blocks:types.${type}`);
    expect(
      pieLabel({ main_type: 'PODCAST-NETWORK', name: 'GOODPODS', title: null }, kindName),
    ).toBe('Goodpods');
    expect(pieLabel({ main_type: 'TEXT-INPUT', name: MAIN_BLOCK_NAME, title: ' ' }, kindName)).toBe(
      translate('tw', 'blocks:types.TEXT-INPUT'),
    );
    expect(
      pieLabel({ main_type: 'LINK-INPUT', name: MAIN_BLOCK_NAME, title: 'Shop' }, kindName),
    ).toBe('Shop');
  });
});
