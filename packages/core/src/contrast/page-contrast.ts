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

/** Which pair of colours reads badly: one kind for every element of the page that shows words. */
export type ContrastPart =
  | 'pageText'
  | 'blockText'
  | 'button'
  | 'priceTag'
  | 'badge'
  | 'listen'
  | 'countdown'
  | 'authors'
  | 'socials'
  | 'messengers';

/**
 * Where the colour at fault is set, so "Fix" opens that panel: the block's own modal, the
 * icon group's modal (its icon colour), or the page's Design panel (its text and button colours).
 */
type ContrastFix =
  | { panel: 'block'; pieId: number }
  | { panel: 'network'; group: 'SOCIAL-NETWORKS' | 'MESSENGERS' }
  | { panel: 'design' };

export type ContrastProblem = {
  /** The block the words belong to, or null for the page's own text and its rows (listen, icons). */
  pieId: number | null;
  /** The kind of block (or row of blocks) the words belong to; null for the page's own text. */
  mainType: MainType | null;
  title: string | null;
  part: ContrastPart;
  /** Rounded down to one decimal, so 4.49 never shows as 4.5. */
  ratio: number;
  fix: ContrastFix;
};

/** WCAG 2.x 1.4.11: icons that carry meaning need 3:1 against what is behind them. */
const WCAG_AA_ICON_RATIO = 3;

/** Blocks whose words sit straight on the page background. */
const ON_BACKGROUND: ReadonlySet<MainType> = new Set(['HEADER-TITLE', 'TEXT-INPUT', 'COUNT-DOWN']);
/** Blocks drawn as buttons in the page's (or their own) button colours. */
const AS_BUTTON: ReadonlySet<MainType> = new Set(['LINK-INPUT', 'CARD-INPUT', 'MAILING-LIST']);
/** Blocks whose modal sets their own button colours (the others take the page's). */
const OWN_BUTTON_COLOURS: ReadonlySet<MainType> = new Set(['LINK-INPUT']);
const BADGES: ReadonlySet<MainType> = new Set(['PLATFORM-BADGE', 'TIP-US-BADGE']);
/** Every icon is created black, which means "not chosen": it then takes the button text colour. */
const UNCHOSEN_ICON_COLOURS = new Set(['black', '#000', '#000000']);

/** What the words belong to: a block, or a row the page draws from a group of blocks. */
type Owner = { id: number | null; main_type: MainType; title: string | null };
const row = (mainType: MainType): Owner => ({ id: null, main_type: mainType, title: null });

const floorTenth = (ratio: number) => Math.floor(ratio * 10) / 10;
const hasText = (value: string | null | undefined) => Boolean(value?.trim());
const hasLink = (pie: Pie) => hasText(pie.link_value);

/**
 * The text / background pairs of a page below WCAG AA (4.5:1 for words, 3:1 for icons), each
 * saying where its colour is set. Colours this rule cannot read (an unknown colour name) are
 * skipped rather than guessed.
 */
export function contrastProblems(project: PageColours, pies: readonly Pie[]): ContrastProblem[] {
  const backdrops = pageBackdrops(project);
  const problems: ContrastProblem[] = [];
  const design: ContrastFix = { panel: 'design' };
  const add = (
    pie: Owner | null,
    part: ContrastPart,
    ratio: number | null,
    fix: ContrastFix,
    needed = WCAG_AA_TEXT_RATIO,
  ) => {
    if (ratio === null || ratio >= needed) return;
    problems.push({
      pieId: pie?.id ?? null,
      mainType: pie?.main_type ?? null,
      title: pie?.title ?? null,
      part,
      ratio: floorTenth(ratio),
      fix,
    });
  };
  const inBlock = (pie: Pie): ContrastFix => ({ panel: 'block', pieId: pie.id });
  /** A button's colours: its own where it has them (fixed in its modal), else the page's. */
  const asButton = (pie: Pie, part: ContrastPart) => {
    const own = Boolean(pie.background_color ?? pie.title_text_color);
    const text = pie.title_text_color ?? project.button_text_color;
    const button = pie.background_color ?? project.button_color;
    const fix = own || OWN_BUTTON_COLOURS.has(pie.main_type) ? inBlock(pie) : design;
    add(pie, part, contrastRatio(text, button), fix);
  };
  const onPageButton = (pie: Owner, part: ContrastPart) =>
    add(pie, part, contrastRatio(project.button_text_color, project.button_color), design);

  add(null, 'pageText', worstContrast(project.text_color, backdrops), design);
  const shown = pies.filter((pie) => !pie.is_hidden);
  for (const pie of shown) {
    if (ON_BACKGROUND.has(pie.main_type) && pie.title_text_color) {
      add(pie, 'blockText', worstContrast(pie.title_text_color, backdrops), inBlock(pie));
    }
    if (AS_BUTTON.has(pie.main_type)) asButton(pie, 'button');
    if (BADGES.has(pie.main_type) && hasText(pie.title)) asButton(pie, 'badge');
    // The countdown's boxes are drawn in the page's button colours.
    if (pie.main_type === 'COUNT-DOWN') onPageButton(pie, 'countdown');
    if (pie.price_tag?.trim()) {
      const tag = pie.price_tag_background_color ?? DEFAULT_PRICE_TAG_COLOUR;
      const text = pie.price_tag_text_color ?? readableTextOver([tag]);
      add(pie, 'priceTag', contrastRatio(text, tag), inBlock(pie));
    }
  }
  // Rows drawn once for the whole page, in the page's button colours.
  if (shown.some((pie) => pie.main_type === 'PODCAST-NETWORK' && hasLink(pie))) {
    onPageButton(row('PODCAST-NETWORK'), 'listen');
  }
  if (shown.some((pie) => pie.main_type === 'AUTHORS' && hasText(pie.title))) {
    onPageButton(row('AUTHORS'), 'authors');
  }
  for (const [group, part] of [
    ['SOCIAL-NETWORKS', 'socials'],
    ['MESSENGERS', 'messengers'],
  ] as const) {
    const filled = shown.filter(
      (pie) =>
        pie.main_type === group && hasText(pie.social_username ?? pie.value ?? pie.link_value),
    );
    const worst = iconContrasts(filled, project).sort((a, b) => a.ratio - b.ratio)[0];
    if (!worst) continue;
    const fix: ContrastFix = worst.chosen ? { panel: 'network', group } : design;
    add(row(group), part, worst.ratio, fix, WCAG_AA_ICON_RATIO);
  }
  return problems;
}

/** Each icon's contrast with its disc of the page's button colour, and whether its colour was chosen. */
function iconContrasts(pies: readonly Pie[], project: PageColours) {
  return pies.flatMap((pie) => {
    const colour = pie.icon_color?.trim().toLowerCase();
    const chosen = Boolean(colour && !UNCHOSEN_ICON_COLOURS.has(colour));
    const icon = chosen && colour ? colour : project.button_text_color;
    const ratio = contrastRatio(icon, project.button_color);
    return ratio === null ? [] : [{ ratio, chosen }];
  });
}
