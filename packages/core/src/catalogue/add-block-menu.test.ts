import { describe, expect, it } from 'vitest';
import { ADD_BLOCK_MENU } from './add-block-menu.ts';
import { PICKER_ICONS } from './icons.ts';

const iconByKey = (key: string) => PICKER_ICONS.find((icon) => icon.key === key);

describe('Add Block menu', () => {
  it('has the eight entries of SPEC.md with the block type each creates', () => {
    expect(ADD_BLOCK_MENU.map((entry) => [entry.id, entry.name, entry.type])).toEqual([
      [1, 'SUBTITLE-AND-TEXT', 'TEXT-INPUT'],
      [2, 'PLATFORM-BADGE', 'PLATFORM-BADGE'],
      [3, 'BUTTON-OR-LINK', 'LINK-INPUT'],
      [4, 'CARD', 'CARD-INPUT'],
      [5, 'PODCAST-FEED', 'PODCAST-FEED'],
      [6, 'COUNT-DOWN', 'COUNT-DOWN'],
      [7, 'MAILING-LIST', 'MAILING-LIST'],
      [8, 'TIP-US-BADGE', 'TIP-US-BADGE'],
    ]);
  });

  it('puts a divider after entries 1 to 7 and none after the last', () => {
    expect(ADD_BLOCK_MENU.map((entry) => entry.hr)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('every entry is a main block with an icon the picker knows', () => {
    for (const entry of ADD_BLOCK_MENU) {
      expect(entry.category_name).toBe('MAIN-BLOCK');
      expect(iconByKey(`${entry.icon_type} fa-${entry.icon_name}`), entry.name).toBeDefined();
    }
  });
});
