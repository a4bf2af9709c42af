import { useTranslation } from 'react-i18next';

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
