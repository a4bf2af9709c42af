import { describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from './dictionaries.ts';
import { resources } from './dictionaries-test-support.ts';
import { createI18n, rememberLanguage } from './language.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('interface languages loaded on demand', () => {
  it("writes nothing to the owner's console when the app starts", () => {
    // i18next shows its notice once per page, remembered on globalThis.
    Reflect.deleteProperty(globalThis, '__i18next_supportNoticeShown');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      createI18n('en');
      expect(info).not.toHaveBeenCalled();
    } finally {
      info.mockRestore();
    }
  });

  it('speaks English from the start without loading the Chinese dictionaries', () => {
    const i18n = createI18n('en');
    expect(i18n.t('common:loading')).toBe(resources.en.common.loading);
    expect(i18n.hasResourceBundle('cn', 'common')).toBe(false);
  });

  it('loads a Chinese dictionary when the reader switches, then speaks it and remembers it', async () => {
    const i18n = createI18n('en');
    const storage = memoryStorage();
    await rememberLanguage(i18n, 'tw', storage);
    expect(i18n.language).toBe('tw');
    expect(i18n.t('common:loading')).toBe(resources.tw.common.loading);
    expect(storage.getItem('podpie.language')).toBe('tw');
  });

  it('starts a Chinese reader with their dictionary and the fallback one', async () => {
    const dictionaries = await loadDictionaries('tw');
    expect(Object.keys(dictionaries).sort()).toEqual(['cn', 'en', 'tw']);
    const i18n = createI18n('tw', dictionaries);
    expect(i18n.t('auth:signIn.headline')).toBe(resources.tw.auth.signIn.headline);
  });
});
