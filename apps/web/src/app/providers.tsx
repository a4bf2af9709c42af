import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@podpie/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { i18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { api, authCalls } from '../api/instance.ts';
import { SessionProvider } from '../shared/session.tsx';

// antd speaks English without a locale; the Chinese ones load on demand, off the first screen.
const ANTD_LOCALES: Record<Language, (() => Promise<Locale>) | null> = {
  en: null,
  cn: () => import('antd/locale/zh_CN').then((module) => module.default),
  tw: () => import('antd/locale/zh_TW').then((module) => module.default),
};

const sessionCalls = {
  validateToken: authCalls.validateToken,
  signOut: authCalls.signOut,
  hasCredentials: api.hasCredentials,
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A 4xx will not change on retry; one retry covers a dropped connection.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

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

/** antd speaks the interface language too (date pickers, empty states, pagination). */
function LocalisedAntd(props: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const [locale, setLocale] = useState<{ language: Language; locale: Locale } | null>(null);
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
    <ConfigProvider
      {...(locale?.language === language ? { locale: locale.locale } : {})}
      theme={{ token: THEME_TOKENS }}
    >
      {props.children}
    </ConfigProvider>
  );
}

export function Providers(props: { i18n: i18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={props.i18n}>
      <QueryClientProvider client={props.queryClient}>
        <LocalisedAntd>
          <SessionProvider calls={sessionCalls}>{props.children}</SessionProvider>
        </LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
