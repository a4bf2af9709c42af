import type { DesignTokens } from '@podpie/core';
import type { CssVars } from './css-vars.ts';
import { FONT_PAIR_FILES, fontStack } from './fonts.ts';

const BUTTON_RADIUS: Record<DesignTokens['button_shape'], string> = {
  square: '4px',
  rounded: '16px',
  pill: '999px',
};

/**
 * The classes a page's tokens add to its root (.pp); none for a page without tokens, which then
 * draws exactly as pages did before them. The rules they switch on live in the one stylesheet.
 */
export function designClasses(design: DesignTokens | null): string[] {
  if (!design) return [];
  const classes: string[] = [];
  if (design.button_style === 'filled') classes.push('pp-flat');
  if (design.button_style === 'outline') classes.push('pp-line');
  if (design.profile === 'round') classes.push('pp-round');
  if (design.profile === 'hero') classes.push('pp-hero');
  if (design.spacing === 'compact') classes.push('pp-tight');
  return classes;
}

/** The custom properties of a page's tokens: radii and, with a served font pair, its stacks. */
export function designVars(design: DesignTokens | null): CssVars {
  if (!design) return {};
  const vars: CssVars = {
    '--pp-btn-r': BUTTON_RADIUS[design.button_shape],
    '--pp-card-r': `${design.card_radius}px`,
  };
  if (design.font !== 'system') {
    const { heading, body } = FONT_PAIR_FILES[design.font];
    vars['--pp-font-h'] = fontStack(heading);
    vars['--pp-font-b'] = fontStack(body);
  }
  return vars;
}
