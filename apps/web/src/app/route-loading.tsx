import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * What a route shows while its chunk downloads: the app's own spinner, drawn with CSS so the
 * first screen carries no extra code for it.
 */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div className="route-loading" role="status" aria-label={t('common:loading')}>
      <span className="busy-dot" aria-hidden />
    </div>
  );
}

/**
 * While the router fetches the next screen's chunk the current screen stays in place, so a thin
 * bar at the top says the click was taken.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return <div className="navigation-progress" role="status" aria-label={t('common:loading')} />;
}
