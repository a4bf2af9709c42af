import { linearGradientCss } from '../project/background.ts';
import type { ProjectStyle } from '../project/schema.ts';
import { artworkColours } from './artwork-colours.ts';
import type { DesignTokens } from './tokens.ts';

/** The project fields a designed theme sets besides its tokens: the page's colours. */
type ThemeColours = Pick<
  ProjectStyle,
  | 'background_type'
  | 'solid_color'
  | 'gradient_color_from'
  | 'gradient_color_to'
  | 'degree'
  | 'text_color'
  | 'button_color'
  | 'button_text_color'
>;

/** A designed theme: a full set of tokens and the colours they were designed with. */
export type DesignTheme = {
  key: string;
  name: string;
  colours: ThemeColours;
  tokens: Omit<DesignTokens, 'theme' | 'palette'>;
};

const solid = (
  solid_color: string,
  text_color: string,
  button_color: string,
  button_text_color: string,
): ThemeColours => ({
  background_type: 'SOLID',
  solid_color,
  gradient_color_from: null,
  gradient_color_to: null,
  degree: 180,
  text_color,
  button_color,
  button_text_color,
});

const gradient = (
  [from, to, degree]: [string, string, number],
  text_color: string,
  button_color: string,
  button_text_color: string,
): ThemeColours => ({
  background_type: 'LINEAR-GRADIENT',
  // The solid colour stays the first stop: a reader that cannot draw the gradient shows it.
  solid_color: from,
  gradient_color_from: from,
  gradient_color_to: to,
  degree,
  text_color,
  button_color,
  button_text_color,
});

/** Every designed theme; each passes the contrast check on every element (themes.test.ts). */
export const DESIGN_THEMES: readonly DesignTheme[] = [
  {
    key: 'midnight',
    name: 'Midnight',
    colours: solid('#0f172a', '#ffffff', '#38bdf8', '#0f172a'),
    tokens: {
      font: 'grotesk',
      button_shape: 'pill',
      button_style: 'filled',
      card_radius: 20,
      profile: 'round',
      spacing: 'comfortable',
    },
  },
  {
    key: 'paper',
    name: 'Paper',
    colours: solid('#f7f3ea', '#1f1a14', '#1f1a14', '#f7f3ea'),
    tokens: {
      font: 'editorial',
      button_shape: 'square',
      button_style: 'outline',
      card_radius: 4,
      profile: 'square',
      spacing: 'comfortable',
    },
  },
  {
    key: 'sunset',
    name: 'Sunset',
    colours: gradient(['#ff7e5f', '#feb47b', 160], '#1b0f0a', '#1b0f0a', '#ffffff'),
    tokens: {
      font: 'rounded',
      button_shape: 'pill',
      button_style: 'shadow',
      card_radius: 24,
      profile: 'round',
      spacing: 'comfortable',
    },
  },
  {
    key: 'forest',
    name: 'Forest',
    colours: solid('#14301f', '#f0fdf4', '#bbf7d0', '#14301f'),
    tokens: {
      font: 'classic',
      button_shape: 'rounded',
      button_style: 'filled',
      card_radius: 12,
      profile: 'square',
      spacing: 'comfortable',
    },
  },
  {
    key: 'studio',
    name: 'Studio',
    colours: solid('#111111', '#fafafa', '#facc15', '#111111'),
    tokens: {
      font: 'geometric',
      button_shape: 'square',
      button_style: 'filled',
      card_radius: 0,
      profile: 'hero',
      spacing: 'compact',
    },
  },
  {
    key: 'lilac',
    name: 'Lilac',
    colours: gradient(['#ede9fe', '#c4b5fd', 180], '#2e1065', '#5b21b6', '#ffffff'),
    tokens: {
      font: 'rounded',
      button_shape: 'pill',
      button_style: 'shadow',
      card_radius: 28,
      profile: 'round',
      spacing: 'comfortable',
    },
  },
  {
    key: 'ocean',
    name: 'Ocean',
    colours: gradient(['#0b3d91', '#0a6c8f', 135], '#ffffff', '#ffffff', '#0b3d91'),
    tokens: {
      font: 'grotesk',
      button_shape: 'rounded',
      button_style: 'shadow',
      card_radius: 16,
      profile: 'hero',
      spacing: 'comfortable',
    },
  },
  {
    key: 'newsprint',
    name: 'Newsprint',
    colours: solid('#ffffff', '#111111', '#111111', '#ffffff'),
    tokens: {
      font: 'classic',
      button_shape: 'square',
      button_style: 'outline',
      card_radius: 0,
      profile: 'square',
      spacing: 'compact',
    },
  },
  {
    key: 'coral',
    name: 'Coral',
    colours: solid('#fff1ec', '#3b0d0c', '#b33a1a', '#ffffff'),
    tokens: {
      font: 'geometric',
      button_shape: 'pill',
      button_style: 'filled',
      card_radius: 20,
      profile: 'round',
      spacing: 'comfortable',
    },
  },
  {
    key: 'mono',
    name: 'Mono',
    colours: solid('#e5e5e5', '#171717', '#171717', '#e5e5e5'),
    tokens: {
      font: 'grotesk',
      button_shape: 'square',
      button_style: 'filled',
      card_radius: 2,
      profile: 'square',
      spacing: 'compact',
    },
  },
  {
    key: 'mint',
    name: 'Mint',
    colours: solid('#ecfdf5', '#064e3b', '#ffffff', '#064e3b'),
    tokens: {
      font: 'rounded',
      button_shape: 'rounded',
      button_style: 'shadow',
      card_radius: 20,
      profile: 'round',
      spacing: 'comfortable',
    },
  },
  {
    key: 'velvet',
    name: 'Velvet',
    colours: gradient(['#3b0764', '#831843', 200], '#fdf2f8', '#fdf2f8', '#3b0764'),
    tokens: {
      font: 'editorial',
      button_shape: 'pill',
      button_style: 'outline',
      card_radius: 24,
      profile: 'hero',
      spacing: 'comfortable',
    },
  },
  {
    key: 'amber',
    name: 'Amber',
    colours: solid('#fef3c7', '#451a03', '#92400e', '#fffbeb'),
    tokens: {
      font: 'classic',
      button_shape: 'rounded',
      button_style: 'filled',
      card_radius: 10,
      profile: 'round',
      spacing: 'comfortable',
    },
  },
];

export function findDesignTheme(key: string | null | undefined): DesignTheme | undefined {
  return DESIGN_THEMES.find((theme) => theme.key === key);
}

type Themed = ThemeColours & {
  design: DesignTokens | null;
  selected_theme_id: number | null;
  linear_gradient: string | null;
};

/**
 * Choosing a designed theme writes its colours and tokens into the project, like the colour
 * themes do (SPEC.md §4), and clears the colour theme it replaces.
 */
export function applyDesignTheme<Project extends Themed>(
  project: Project,
  theme: DesignTheme,
): Project {
  return {
    ...project,
    ...theme.colours,
    linear_gradient: linearGradientCss(
      theme.colours.degree,
      theme.colours.gradient_color_from,
      theme.colours.gradient_color_to,
    ),
    selected_theme_id: null,
    design: { theme: theme.key, ...theme.tokens },
  };
}

const sameColour = (a: string | null, b: string | null) =>
  (a ?? '').replace('#', '').toLowerCase() === (b ?? '').replace('#', '').toLowerCase();

/**
 * The theme a page was drawn from, whether it is in the colours of the show's artwork (a quick
 * start's page) rather than the theme's, and whether the owner has changed any of its tokens or
 * colours since ("customised"); null for a page that never chose a designed theme.
 */
export function themeState(
  project: Themed,
): { theme: DesignTheme; fromArtwork: boolean; customised: boolean } | null {
  const theme = findDesignTheme(project.design?.theme);
  if (!theme || !project.design) return null;
  const tokens = project.design;
  const tokensChanged = (Object.keys(theme.tokens) as (keyof DesignTheme['tokens'])[]).some(
    (key) => tokens[key] !== theme.tokens[key],
  );
  const c = tokens.palette
    ? { ...theme.colours, ...artworkColours(tokens.palette) }
    : theme.colours;
  const coloursChanged =
    project.background_type !== c.background_type ||
    !sameColour(project.text_color, c.text_color) ||
    !sameColour(project.button_color, c.button_color) ||
    !sameColour(project.button_text_color, c.button_text_color) ||
    (c.background_type === 'SOLID'
      ? !sameColour(project.solid_color, c.solid_color)
      : !sameColour(project.gradient_color_from, c.gradient_color_from) ||
        !sameColour(project.gradient_color_to, c.gradient_color_to) ||
        project.degree !== c.degree);
  return {
    theme,
    fromArtwork: tokens.palette !== undefined,
    customised: tokensChanged || coloursChanged,
  };
}
