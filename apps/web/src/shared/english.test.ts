import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { NAMESPACES } from '@podpie/core';
import { en } from '@podpie/core/i18n/en';
import { describe, expect, it, vi } from 'vitest';
import { english } from './english.ts';
import { LATER_NAMESPACES } from './later-namespaces.ts';
import { SRC, sourceFiles } from './source-files-test-support.ts';

describe('English, split between the entry and the screens', () => {
  it('has every namespace once: in the entry or brought by a screen', () => {
    const first = Object.keys(english).filter(
      (name) => !(LATER_NAMESPACES as readonly string[]).includes(name),
    );
    expect([...first, ...LATER_NAMESPACES].sort()).toEqual([...NAMESPACES].sort());
  });

  it("is brought by every file that shows a later namespace's text", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC).filter((path) => !/\.test\.tsx?$/.test(path))) {
      const text = readFileSync(file, 'utf8');
      for (const namespace of LATER_NAMESPACES) {
        if (!new RegExp(`['"\`]${namespace}:[a-zA-Z]`).test(text)) continue;
        const brought = new RegExp(`import '(?:\\.{1,2}/)+(?:shared/)?texts/${namespace}\\.ts';`);
        if (!brought.test(text)) {
          missing.push(`${relative(SRC, file).split(sep).join('/')} uses ${namespace}:`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('reaches an instance made before the screen that brings it loaded', async () => {
    // Fresh modules: another test file in this worker may have loaded the screen already.
    vi.resetModules();
    const later = await import('./english.ts');
    const { createI18n } = await import('./language.ts');
    expect(later.english.domains).toBeUndefined();
    const i18n = createI18n('en');
    expect(i18n.t('domains:title')).not.toBe(en.domains.title);
    await import('./texts/domains.ts');
    expect(i18n.t('domains:title')).toBe(en.domains.title);
    expect(createI18n('en').t('domains:title')).toBe(en.domains.title);
  });

  it("loads a server text's namespace when no screen brought it, and only then", async () => {
    vi.resetModules();
    const later = await import('./english.ts');
    const { createI18n } = await import('./language.ts');
    const i18n = createI18n('en');
    const key = 'integrations:serverMessages.unknownList';
    expect(later.englishFor('app:tabTitles.notFound')).toBeNull();
    expect(later.englishFor('The server said no.')).toBeNull();
    await later.englishFor(key);
    expect(i18n.t(key)).toBe(en.integrations.serverMessages.unknownList);
    expect(later.englishFor(key)).toBeNull();
  });
});
