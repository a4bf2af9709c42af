import { IconProvider } from '@ant-design/icons';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@podpie/core';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { usePrefersReducedMotion } from './reduced-motion.ts';

// antd's theme and locale wrap only the screens that draw antd components: /signin and /signup
// draw none, and ConfigProvider alone (antd's style engine, its theme and contexts) was a fifth
// of the script they loaded. Routes reach it through AntdThemeOutlet, a lazy layout route.

// antd speaks English without a locale; the Chinese ones load on demand, off the first screen.
const ANTD_LOCALES: Record<Language, (() => Promise<Locale>) | null> = {
  en: null,
  cn: () => import('antd/locale/zh_CN').then((module) => module.default),
  tw: () => import('antd/locale/zh_TW').then((module) => module.default),
};

// One link colour, the theme's purple; grey text dark enough for 4.5:1 on white (antd's own
// secondary grey reaches 3.4:1), and a red that reaches 5.9:1 (antd's own, on a Delete button's
// text, 3.3:1).
const THEME_TOKENS = {
  colorError: '#cf1322',
  colorPrimary: '#6c3fd1',
  colorLink: '#6c3fd1',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  borderRadius: 8,
};

// The class that carries the theme's CSS variables. antd names it from React's useId by default,
// which differs between the build's renderToString (the prerendered screens and frames) and the
// app's first render: the app then wrote every variable block again (about 15 KB of CSS on
// /quickstart, a style recalculation of the whole screen) and left the prerendered ones unused.
export const CSS_VAR_KEY = 'css-var-podpie';

// Every antd icon, as it mounts, writes the icons' stylesheet into the document unless it is there
// already, and looking for it reads every style element of the head: with the dashboard's frame
// (75 of them) that was a tenth of the first card's commit on a phone. The icons' few rules are in
// app.css instead, which also draws them in the prerendered screens before the app arrives.
const ICONS_WITHOUT_RUNTIME_CSS = { prefixCls: 'anticon', zeroRuntime: true };

/**
 * Icons below take their styles from app.css. Inside every ConfigProvider, which gives icons a
 * context of its own.
 */
export function StaticIconStyles(props: { children: ReactNode }) {
  return <IconProvider value={ICONS_WITHOUT_RUNTIME_CSS}>{props.children}</IconProvider>;
}

/** antd speaks the interface language too (date pickers, empty states, pagination). */
export function AntdTheme(props: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const [locale, setLocale] = useState<{ language: Language; locale: Locale } | null>(null);
  // A reader who asked for less motion gets menus and modals that appear in place, without
  // antd's zoom and slide; an item is then where it will stay from the first frame.
  const motion = !usePrefersReducedMotion();
  useEffect(() => {
    let current = true;
    void ANTD_LOCALES[language]?.().then((loaded) => {
      if (current) setLocale({ language, locale: loaded });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return (
    // Always a locale: antd wraps its children in one more provider once it has one, so a locale
    // arriving later remounted the screen and the notice host, and dropped a toast already shown.
    <ConfigProvider
      locale={locale?.language === language ? locale.locale : enUS}
      theme={{ token: { ...THEME_TOKENS, motion }, cssVar: { key: CSS_VAR_KEY } }}
    >
      <StaticIconStyles>{props.children}</StaticIconStyles>
    </ConfigProvider>
  );
}

/** A layout route: its screens drawn with antd's theme in the interface language. */
export function AntdThemeOutlet() {
  return (
    <AntdTheme>
      <Outlet />
    </AntdTheme>
  );
}
