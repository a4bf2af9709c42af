import { describe, expect, it } from 'vitest';
import { contrastProblems } from '../contrast/page-contrast.ts';
import { makePie } from '../pie/schema.ts';
import { defaultProjectStyle } from '../project/schema.ts';
import { applyDesignTheme, DESIGN_THEMES, themeState } from './themes.ts';
import { designTokensSchema } from './tokens.ts';

/** A page with every kind of element whose words or icons the contrast check reads. */
const EVERY_ELEMENT = [
  makePie({ id: 1, main_type: 'HEADER-TITLE', title: 'The Show', description: 'Weekly' }),
  makePie({ id: 2, main_type: 'TEXT-INPUT', title: 'About', description: 'Words' }),
  makePie({ id: 3, main_type: 'LINK-INPUT', title: 'Website', link_value: 'https://a.example' }),
  makePie({ id: 4, main_type: 'CARD-INPUT', title: 'Merch', link_value: 'https://b.example' }),
  makePie({ id: 5, main_type: 'MAILING-LIST', title: 'Newsletter' }),
  makePie({
    id: 6,
    main_type: 'PLATFORM-BADGE',
    title: 'Patreon',
    link_value: 'https://c.example',
  }),
  makePie({ id: 7, main_type: 'TIP-US-BADGE', title: 'Tip', link_value: 'https://d.example' }),
  makePie({ id: 8, main_type: 'COUNT-DOWN', title: 'Next episode' }),
  makePie({
    id: 9,
    main_type: 'PODCAST-NETWORK',
    name: 'Spotify',
    link_value: 'https://e.example',
  }),
  makePie({ id: 10, main_type: 'AUTHORS', title: 'Ada' }),
  makePie({ id: 11, main_type: 'SOCIAL-NETWORKS', social_username: 'show', icon_color: 'black' }),
  makePie({ id: 12, main_type: 'MESSENGERS', value: 'show', icon_color: 'black' }),
];

describe('designed themes', () => {
  it('there are at least twelve, each with its own key and a full, valid set of tokens', () => {
    expect(DESIGN_THEMES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DESIGN_THEMES.map((theme) => theme.key)).size).toBe(DESIGN_THEMES.length);
    for (const theme of DESIGN_THEMES) {
      expect(designTokensSchema.safeParse({ theme: theme.key, ...theme.tokens }).success).toBe(
        true,
      );
    }
  });

  it.each(DESIGN_THEMES.map((theme) => [theme.key, theme] as const))(
    '%s passes the contrast check on every element',
    (_key, theme) => {
      const page = applyDesignTheme(defaultProjectStyle(), theme);
      expect(contrastProblems(page, EVERY_ELEMENT)).toEqual([]);
    },
  );

  it('choosing a theme writes its colours and tokens and clears the colour theme', () => {
    const sunset = DESIGN_THEMES.find((theme) => theme.key === 'sunset');
    if (!sunset) throw new Error('sunset theme missing');
    const page = applyDesignTheme({ ...defaultProjectStyle(), selected_theme_id: 4 }, sunset);
    expect(page).toMatchObject({
      background_type: 'LINEAR-GRADIENT',
      gradient_color_from: '#ff7e5f',
      linear_gradient: 'linear-gradient(160deg, #ff7e5f, #feb47b)',
      selected_theme_id: null,
      design: { theme: 'sunset', font: 'rounded', button_shape: 'pill' },
    });
    expect(themeState(page)).toMatchObject({ theme: { key: 'sunset' }, customised: false });
  });

  it('changing a token or a colour after choosing a theme shows it as customised', () => {
    const [first] = DESIGN_THEMES;
    if (!first) throw new Error('no themes');
    const page = applyDesignTheme(defaultProjectStyle(), first);
    const design = page.design;
    if (!design) throw new Error('no design');
    expect(themeState({ ...page, design: { ...design, button_shape: 'square' } })?.customised).toBe(
      true,
    );
    expect(themeState({ ...page, button_color: '#123456' })?.customised).toBe(true);
    // Colours compare as colours: a stored upper-case hex is the same colour.
    expect(themeState({ ...page, text_color: page.text_color.toUpperCase() })?.customised).toBe(
      false,
    );
  });

  it('a page that never chose a designed theme has no theme state', () => {
    expect(themeState(defaultProjectStyle())).toBeNull();
  });
});
