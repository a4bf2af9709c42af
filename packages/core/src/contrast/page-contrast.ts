import { DEFAULT_PRICE_TAG_COLOUR } from '../constants.ts';
import type { Pie } from '../pie/schema.ts';
import type { MainType } from '../pie/types.ts';
import type { ProjectStyle } from '../project/schema.ts';
import {
  contrastRatio,
  lightestUnderOverlay,
  readableTextOver,
  WCAG_AA_TEXT_RATIO,
  worstContrast,
} from './contrast.ts';

type PageColours = Pick<
  ProjectStyle,
  | 'background_type'
  | 'solid_color'
  | 'gradient_color_from'
  | 'gradient_color_to'
  | 'text_color'
  | 'button_color'
  | 'button_text_color'
  | 'background_image_cdnUrl'
  | 'background_image_originalUrl'
>;

/**
 * Every colour the page background can show behind text: a solid colour, both gradient stops,
 * or, under an image, black to the lightest the 70% overlay lets through.
 */
export function pageBackdrops(project: PageColours): string[] {
  const hasImage = Boolean(project.background_image_cdnUrl ?? project.background_image_originalUrl);
  if (project.background_type === 'IMAGE' && hasImage) return ['#000000', lightestUnderOverlay()];
  if (
    project.background_type === 'LINEAR-GRADIENT' &&
    project.gradient_color_from &&
    project.gradient_color_to
  ) {
    return [project.gradient_color_from, project.gradient_color_to];
  }
  return [project.solid_color];
}

/** Which pair of colours reads badly. */
export type ContrastPart = 'pageText' | 'blockText' | 'button' | 'priceTag';

export type ContrastProblem = {
  /** The block to fix, or null for the page's own text colour (fixed in Settings). */
  pieId: number | null;
  mainType: MainType | null;
  title: string | null;
  part: ContrastPart;
  /** Rounded down to one decimal, so 4.49 never shows as 4.5. */
  ratio: number;
};

/** Blocks whose words sit straight on the page background. */
const ON_BACKGROUND: ReadonlySet<MainType> = new Set(['HEADER-TITLE', 'TEXT-INPUT', 'COUNT-DOWN']);
/** Blocks drawn as buttons in the page's (or their own) button colours. */
const AS_BUTTON: ReadonlySet<MainType> = new Set(['LINK-INPUT', 'CARD-INPUT', 'MAILING-LIST']);

const floorTenth = (ratio: number) => Math.floor(ratio * 10) / 10;

/**
 * The text / background pairs of a page below WCAG AA (4.5:1), each pointing at its block.
 * Colours this rule cannot read (an unknown colour name) are skipped rather than guessed.
 */
export function contrastProblems(project: PageColours, pies: readonly Pie[]): ContrastProblem[] {
  const backdrops = pageBackdrops(project);
  const problems: ContrastProblem[] = [];
  const add = (pie: Pie | null, part: ContrastPart, ratio: number | null) => {
    if (ratio === null || ratio >= WCAG_AA_TEXT_RATIO) return;
    problems.push({
      pieId: pie?.id ?? null,
      mainType: pie?.main_type ?? null,
      title: pie?.title ?? null,
      part,
      ratio: floorTenth(ratio),
    });
  };
  add(null, 'pageText', worstContrast(project.text_color, backdrops));
  for (const pie of pies) {
    if (pie.is_hidden) continue;
    if (ON_BACKGROUND.has(pie.main_type) && pie.title_text_color) {
      add(pie, 'blockText', worstContrast(pie.title_text_color, backdrops));
    }
    if (AS_BUTTON.has(pie.main_type)) {
      const button = pie.background_color ?? project.button_color;
      const text = pie.title_text_color ?? project.button_text_color;
      add(pie, 'button', contrastRatio(text, button));
    }
    if (pie.price_tag?.trim()) {
      const tag = pie.price_tag_background_color ?? DEFAULT_PRICE_TAG_COLOUR;
      add(pie, 'priceTag', contrastRatio(pie.price_tag_text_color ?? readableTextOver([tag]), tag));
    }
  }
  return problems;
}
