import type { Pie } from '@podpie/core';
import { cn } from '@podpie/core/i18n/cn';
import { en } from '@podpie/core/i18n/en';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/language.ts';
import { blockLabel } from './block-label.ts';

const pie = (fields: Partial<Pie>) => ({ main_type: 'COUNT-DOWN', ...fields }) as Pie;

describe('blockLabel', () => {
  const english = createI18n('en', { en, cn }).t;
  const chinese = createI18n('cn', { en, cn }).t;

  it('names a block by its title', () => {
    expect(blockLabel(pie({ title: '  Our website ', name: 'Elsewhere' }), chinese)).toBe(
      'Our website',
    );
  });

  it('names a titleless block by the name the owner typed', () => {
    expect(blockLabel(pie({ title: '', name: 'Buy me a coffee' }), english)).toBe(
      'Buy me a coffee',
    );
  });

  it('names a block with neither by its kind, in the owner language', () => {
    const badge = pie({ main_type: 'PLATFORM-BADGE', title: null, name: 'APPLE-PODCAST' });
    expect(blockLabel(badge, english)).toBe('Platform badge');
    expect(blockLabel(badge, chinese)).toBe(cn.blocks.types['PLATFORM-BADGE']);
    expect(cn.blocks.types['PLATFORM-BADGE']).not.toBe('Platform badge');
  });
});
