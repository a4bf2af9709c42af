import { BarChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../shared/texts/dashboard.ts';

/** The dashboard card's way to a project's page analytics. */
export function AnalyticsLink({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Link to={`/projects/${projectId}/analytics`} className="analytics-link">
      <BarChartOutlined aria-hidden /> {t('dashboard:pageAnalytics.link')}
    </Link>
  );
}
