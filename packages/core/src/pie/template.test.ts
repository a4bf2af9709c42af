import { describe, expect, it } from 'vitest';
import { TIP_TEMPLATES } from '../catalogue/tips.ts';
import { pieFromTemplate } from './template.ts';

describe('a block made from a catalogue entry', () => {
  it('carries the entry fields, a black icon and the given id and sort order', () => {
    const [patreon] = TIP_TEMPLATES;
    if (!patreon) throw new Error('empty catalogue');
    const pie = pieFromTemplate(patreon, -123456, 4, { description: patreon.description });
    expect(pie).toMatchObject({
      id: -123456,
      sort_order: 4,
      main_type: 'TIP-US-BADGE',
      name: 'Patreon',
      description: 'Become a',
      icon_group: 'podcasts',
      icon_name: 'patreon',
      icon_color: 'black',
      is_pop: false,
    });
  });
});
