import {
  applyDesignTheme,
  BUTTON_SHAPES,
  BUTTON_STYLES,
  CARD_RADIUS_MAX,
  DESIGN_THEMES,
  type DesignTheme,
  type DesignTokens,
  FONT_PAIRS,
  PROFILE_STYLES,
  type ProjectStyle,
  SPACINGS,
  themeState,
  tokensOf,
} from '@podpie/core';
import { Form, InputNumber, Segmented, Select, Slider, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/texts/design.ts';

type Change = (next: ProjectStyle, key: string) => void;

const themeBackground = ({ colours }: DesignTheme) =>
  colours.background_type === 'LINEAR-GRADIENT'
    ? `linear-gradient(${colours.degree}deg, ${colours.gradient_color_from}, ${colours.gradient_color_to})`
    : (colours.solid_color ?? '#424242');

const RADIUS = { square: 4, rounded: 10, pill: 999 } as const;

/** A small picture of the theme: its background, a title line and one button as it draws them. */
function ThemeCard({
  theme,
  selected,
  onChoose,
}: {
  theme: DesignTheme;
  selected: boolean;
  onChoose: () => void;
}) {
  const { colours, tokens } = theme;
  const button: CSSProperties = {
    display: 'block',
    height: 14,
    borderRadius: RADIUS[tokens.button_shape],
    background: tokens.button_style === 'outline' ? 'transparent' : colours.button_color,
    boxShadow:
      tokens.button_style === 'outline'
        ? `inset 0 0 0 2px ${colours.button_color}`
        : tokens.button_style === 'shadow'
          ? '0 2px 6px #0004'
          : 'none',
  };
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onChoose}
      className="pp-design-card"
      style={{
        background: themeBackground(theme),
        color: colours.text_color,
        outline: selected ? '3px solid #1677ff' : '1px solid #d9d9d9',
        outlineOffset: selected ? 2 : 0,
      }}
    >
      <span
        aria-hidden="true"
        style={{
          display: 'block',
          width: 22,
          height: 22,
          margin: '0 auto 6px',
          borderRadius: tokens.profile === 'round' ? '50%' : 4,
          background: colours.button_color,
          opacity: 0.85,
        }}
      />
      <span aria-hidden="true" style={button} />
      <span className="pp-design-name">{theme.name}</span>
    </button>
  );
}

/** The designed themes: choosing one writes its colours and tokens into the page at once. */
export function DesignThemes({ project, change }: { project: ProjectStyle; change: Change }) {
  const { t } = useTranslation();
  const state = themeState(project);
  return (
    <div>
      {state ? (
        <p style={{ marginTop: 0 }}>
          {t(state.fromArtwork ? 'design:fromArtwork' : 'design:fromTheme', {
            name: state.theme.name,
          })}{' '}
          {state.customised ? <Tag color="gold">{t('design:customised')}</Tag> : null}
        </p>
      ) : null}
      <div className="pp-design-grid">
        {DESIGN_THEMES.map((theme) => (
          <ThemeCard
            key={theme.key}
            theme={theme}
            selected={state?.theme.key === theme.key}
            onChoose={() => change(applyDesignTheme(project, theme), 'design-theme')}
          />
        ))}
      </div>
    </div>
  );
}

/** Every token on its own: after a theme, a change here marks the theme "customised". */
export function DesignTokensForm({ project, change }: { project: ProjectStyle; change: Change }) {
  const { t } = useTranslation();
  const tokens = tokensOf(project);
  const set = <Key extends keyof DesignTokens>(key: Key, value: DesignTokens[Key]) =>
    change({ ...project, design: { ...tokens, [key]: value } }, `design-${key}`);
  const options = <Value extends string>(
    values: readonly Value[],
    label: (value: Value) => string,
  ) => values.map((value) => ({ value, label: label(value) }));
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('design:font')} htmlFor="design-font">
        <Select
          id="design-font"
          value={tokens.font}
          options={options(FONT_PAIRS, (font) => t(`design:fonts.${font}`))}
          onChange={(font) => set('font', font)}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      <Form.Item label={t('design:buttonShape')}>
        <Segmented
          aria-label={t('design:buttonShape')}
          value={tokens.button_shape}
          options={options(BUTTON_SHAPES, (shape) => t(`design:shapes.${shape}`))}
          onChange={(shape) => set('button_shape', shape)}
        />
      </Form.Item>
      <Form.Item label={t('design:buttonStyle')}>
        <Segmented
          aria-label={t('design:buttonStyle')}
          value={tokens.button_style}
          options={options(BUTTON_STYLES, (style) => t(`design:styles.${style}`))}
          onChange={(style) => set('button_style', style)}
        />
      </Form.Item>
      <Form.Item label={t('design:cardRadius')}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Slider
            min={0}
            max={CARD_RADIUS_MAX}
            value={tokens.card_radius}
            style={{ flex: 1, minWidth: 0, maxWidth: 240 }}
            onChange={(radius: number) => set('card_radius', radius)}
          />
          <InputNumber
            aria-label={t('design:cardRadius')}
            min={0}
            max={CARD_RADIUS_MAX}
            value={tokens.card_radius}
            onChange={(radius) => radius !== null && set('card_radius', Math.round(radius))}
          />
        </div>
      </Form.Item>
      <Form.Item label={t('design:profile')}>
        <Segmented
          aria-label={t('design:profile')}
          value={tokens.profile}
          options={options(PROFILE_STYLES, (profile) => t(`design:profiles.${profile}`))}
          onChange={(profile) => set('profile', profile)}
        />
      </Form.Item>
      <Form.Item label={t('design:spacing')}>
        <Segmented
          aria-label={t('design:spacing')}
          value={tokens.spacing}
          options={options(SPACINGS, (spacing) => t(`design:spacings.${spacing}`))}
          onChange={(spacing) => set('spacing', spacing)}
        />
      </Form.Item>
    </Form>
  );
}
