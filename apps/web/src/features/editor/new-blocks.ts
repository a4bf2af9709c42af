import {
  type AddBlockEntry,
  DEFAULT_AUTHORS_SUB_TYPE,
  DEFAULT_CARD_SUB_TYPE,
  DEFAULT_FEED_SUB_TYPE,
  FEED_VALUE_DEFAULT,
  MAIN_BLOCK_NAME,
  makePie,
  type Pie,
} from '@podpie/core';

/** HEADER-TITLE blocks carry this modal and name (SPEC.md §4 feed import). */
export const HEADER_TITLE_NAME = 'TITLE-AND-DESCRIPTION';

/** A new, unsaved block for an Add Block menu entry (the mailing block is made by core). */
export function newBlockFor(entry: AddBlockEntry, id: number): Pie {
  const base = { id, main_type: entry.type, name: MAIN_BLOCK_NAME, modal_title: entry.name };
  switch (entry.type) {
    case 'CARD-INPUT':
      return makePie({ ...base, sub_type: DEFAULT_CARD_SUB_TYPE });
    case 'PODCAST-FEED':
      return makePie({ ...base, sub_type: DEFAULT_FEED_SUB_TYPE, value: FEED_VALUE_DEFAULT });
    default:
      return makePie(base);
  }
}

export function newHeaderTitlePie(id: number): Pie {
  return makePie({
    id,
    main_type: 'HEADER-TITLE',
    name: HEADER_TITLE_NAME,
    modal_title: HEADER_TITLE_NAME,
  });
}

export function newAuthorPie(id: number): Pie {
  return makePie({ id, main_type: 'AUTHORS', sub_type: DEFAULT_AUTHORS_SUB_TYPE });
}
