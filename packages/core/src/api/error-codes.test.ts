import { describe, expect, it } from 'vitest';
import type { TranslationKey } from '../i18n/dictionary.ts';
import { translate } from '../i18n/translate.ts';
import {
  ERROR_CODES,
  ERROR_STATUS,
  errorCodeForStatus,
  errorCodeKey,
  isErrorCode,
} from './error-codes.ts';

describe('error codes', () => {
  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [405, 'not_found'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
    [415, 'unsupported_media_type'],
    [422, 'unprocessable'],
    [429, 'rate_limited'],
    [502, 'upstream_failed'],
    [504, 'upstream_failed'],
    [503, 'unavailable'],
    [418, 'bad_request'],
    [500, 'server_error'],
    [520, 'server_error'],
  ] as const)('a bare %i answer reads as %s, a code of that status', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
    if (status !== 405 && status !== 418 && status !== 504 && status !== 520) {
      expect(ERROR_STATUS[code]).toBe(status);
    }
  });

  it('tell our codes from any other text', () => {
    expect(ERROR_CODES).toContain('slug_taken');
    expect(isErrorCode('slug_taken')).toBe(true);
    expect(isErrorCode('Slug taken')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });

  it('that the app words itself have a message in every language, the others none', () => {
    const worded = ERROR_CODES.filter((code) => errorCodeKey(code) !== null);
    expect(worded).toContain('slug_taken');
    expect(errorCodeKey('validation_failed')).toBeNull();
    for (const code of worded) {
      const key = errorCodeKey(code);
      if (key === null) continue;
      for (const language of ['en', 'cn', 'tw']) {
        // The type names every code's key; whether the dictionaries hold it is what is checked.
        const text = translate(language, key as TranslationKey);
        expect(text, `${language} ${code}`).not.toBe(key);
        expect(text.trim(), `${language} ${code}`).not.toBe('');
      }
    }
  });
});
