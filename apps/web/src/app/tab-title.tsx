import { APP_ROUTES, type TranslationKey } from '@podpie/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';

type AppRoute = (typeof APP_ROUTES)[number];

/** Each screen's name for the browser tab; a route without one fails to compile. */
const TAB_TITLES: Record<AppRoute, TranslationKey> = {
  '/': 'app:tabTitles.signIn',
  '/signin': 'app:tabTitles.signIn',
  '/signup': 'app:tabTitles.signUp',
  '/forgot-password': 'app:tabTitles.forgotPassword',
  '/reset-password': 'app:tabTitles.resetPassword',
  '/verify-email': 'app:tabTitles.verifyEmail',
  '/beta-user-invite': 'app:tabTitles.betaInvite',
  '/dashboard': 'app:tabTitles.dashboard',
  '/integrations': 'app:tabTitles.integrations',
  '/change-password': 'app:tabTitles.changePassword',
  '/account-security': 'app:tabTitles.accountSecurity',
  '/mailchimp_integration_oauth_callback': 'app:tabTitles.integrations',
  '/project-setup': 'app:tabTitles.quickstart',
  '/quickstart': 'app:tabTitles.quickstart',
  '/projects': 'app:tabTitles.editor',
  '/projects/:id': 'app:tabTitles.editor',
  '/projects/:id/settings': 'app:tabTitles.projectSettings',
  '/projects/:id/analytics': 'app:tabTitles.analytics',
  '/quickstart-project': 'app:tabTitles.editor',
  '/opt-out-campaign/:itunes_id': 'app:tabTitles.optOut',
};

/** The tab title of a path: the screen's name, then the product's. */
export function tabTitleKey(pathname: string): TranslationKey {
  const route = APP_ROUTES.find((pattern) => matchPath(pattern, pathname) !== null);
  return route ? TAB_TITLES[route] : 'app:tabTitles.notFound';
}

/** Names the browser tab after the screen, in the interface language. */
export function TabTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(tabTitleKey(pathname));
  const product = t('common:appName');
  useEffect(() => {
    document.title = `${title} · ${product}`;
  }, [title, product]);
  return null;
}
