import { MAIN_BLOCK_NAME, type MainType } from '../pie/types.ts';

/** One entry of the editor's Add Block menu (SPEC.md §3 "Block-type catalogue"). */
export interface AddBlockEntry {
  id: number;
  /** Font Awesome style of the display icon; with icon_name it forms the key 'fas fa-<name>'. */
  icon_type: 'fas';
  icon_name: string;
  icon_color: string;
  icon_size: number;
  /** Also the key of the entry's label in the i18n `blocks` namespace: blocks:menu.<name>. */
  name: string;
  category_name: typeof MAIN_BLOCK_NAME;
  /** The main_type of the block the entry creates. */
  type: MainType;
  /** A divider follows this entry. */
  hr: boolean;
}

const entry = (
  id: number,
  name: string,
  type: MainType,
  icon_name: string,
  hr = true,
): AddBlockEntry => ({
  id,
  icon_type: 'fas',
  icon_name,
  icon_color: '#000000',
  icon_size: 20,
  name,
  category_name: MAIN_BLOCK_NAME,
  type,
  hr,
});

/** The eight entries of the Add Block menu; entries 1 to 7 are followed by a divider. */
export const ADD_BLOCK_MENU: readonly AddBlockEntry[] = [
  entry(1, 'SUBTITLE-AND-TEXT', 'TEXT-INPUT', 'align-left'),
  entry(2, 'PLATFORM-BADGE', 'PLATFORM-BADGE', 'award'),
  entry(3, 'BUTTON-OR-LINK', 'LINK-INPUT', 'link'),
  entry(4, 'CARD', 'CARD-INPUT', 'id-card'),
  entry(5, 'PODCAST-FEED', 'PODCAST-FEED', 'podcast'),
  entry(6, 'COUNT-DOWN', 'COUNT-DOWN', 'stopwatch'),
  entry(7, 'MAILING-LIST', 'MAILING-LIST', 'envelope-open-text'),
  entry(8, 'TIP-US-BADGE', 'TIP-US-BADGE', 'hand-holding-dollar', false),
];
