import { FONT_SIZE_MAX, FONT_SIZE_MIN } from '../constants.ts';
import { CARD_SUB_TYPES, type CardSubType, DEFAULT_CARD_SUB_TYPE, type MainType } from './types.ts';

export type TextPart = 'title' | 'description';

/** The body text size of a page; words no rule below sizes are drawn at it. */
const BODY_SIZE = 16;

/** What the page draws for a card's title and description in each of its looks. */
const CARD_SIZES: Record<CardSubType, Record<TextPart, number>> = {
  THUMBNAIL_BUTTON: { title: 16, description: 13 },
  BACKGROUND_BUTTON: { title: 18, description: 14 },
  CARD_BUTTON: { title: 16, description: 15 },
  VIDEO_BUTTON: { title: 16, description: 15 },
};

const BLOCK_SIZES: Partial<Record<MainType, Record<TextPart, number>>> = {
  'HEADER-TITLE': { title: 28, description: BODY_SIZE },
  'TEXT-INPUT': { title: 18, description: BODY_SIZE },
  'COUNT-DOWN': { title: 18, description: BODY_SIZE },
};

type SizedPie = {
  main_type: MainType;
  sub_type: string | null;
  title_font_size: number | null;
  description_font_size: number | null;
};

/**
 * The size, in px, a block's title or description is drawn at when the owner has chosen none.
 * The page draws it and the editor's size select shows it, so the two can never disagree.
 */
export function defaultDrawnFontSize(
  pie: Omit<SizedPie, 'title_font_size' | 'description_font_size'>,
  part: TextPart,
): number {
  if (pie.main_type === 'CARD-INPUT') {
    const look = CARD_SUB_TYPES.find((type) => type === pie.sub_type) ?? DEFAULT_CARD_SUB_TYPE;
    return CARD_SIZES[look][part];
  }
  return BLOCK_SIZES[pie.main_type]?.[part] ?? BODY_SIZE;
}

/** The size a block's text is drawn at: the owner's choice when valid (6 to 45), else the default. */
export function drawnFontSize(pie: SizedPie, part: TextPart): number {
  const chosen = part === 'title' ? pie.title_font_size : pie.description_font_size;
  return chosen !== null &&
    Number.isInteger(chosen) &&
    chosen >= FONT_SIZE_MIN &&
    chosen <= FONT_SIZE_MAX
    ? chosen
    : defaultDrawnFontSize(pie, part);
}
