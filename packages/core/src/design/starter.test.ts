import { describe, expect, it } from 'vitest';
import { defaultProjectStyle } from '../project/schema.ts';
import { starterStyle } from './starter.ts';
import { applyDesignTheme, DESIGN_THEMES, themeState } from './themes.ts';
import { designTokensSchema } from './tokens.ts';

const bright = { dominant: '#ffd400', accent: '#1d4ed8' };

describe('a quick start page in the artwork colours', () => {
  const page = starterStyle(defaultProjectStyle(), bright);

  it('shows as its theme in the artwork colours, not as a customised theme', () => {
    expect(page).toMatchObject({ solid_color: '#ffd400', button_color: '#1d4ed8' });
    expect(themeState(page)).toMatchObject({
      theme: { key: 'sunset' },
      fromArtwork: true,
      customised: false,
    });
  });

  it('is customised once the owner changes a token or a colour', () => {
    const design = page.design;
    if (!design) throw new Error('no design');
    expect(themeState({ ...page, design: { ...design, spacing: 'compact' } })?.customised).toBe(
      true,
    );
    expect(themeState({ ...page, button_color: '#123456' })?.customised).toBe(true);
    expect(themeState({ ...page, solid_color: '#00ff00' })?.customised).toBe(true);
  });

  it('choosing a designed theme after it leaves the artwork colours behind', () => {
    const [midnight] = DESIGN_THEMES;
    if (!midnight) throw new Error('no themes');
    expect(themeState(applyDesignTheme(page, midnight))).toMatchObject({
      theme: { key: midnight.key },
      fromArtwork: false,
      customised: false,
    });
  });

  it('its tokens, palette and all, pass the schema; a palette that is not two colours does not', () => {
    expect(designTokensSchema.parse(page.design)).toEqual(page.design);
    const bad = designTokensSchema.safeParse({ ...page.design, palette: { dominant: 'red' } });
    expect(bad.success).toBe(false);
  });
});
