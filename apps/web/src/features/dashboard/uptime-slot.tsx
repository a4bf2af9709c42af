import { Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectView } from '../../api/projects.ts';

const UptimeMonitor = lazy(() =>
  import('./uptime-monitor.tsx').then((module) => ({ default: module.UptimeMonitor })),
);

/** The uptime monitor appears only when podcast health checking is on (SPEC.md §2). */
export function UptimeSlot(props: { project: ProjectView }) {
  const { t } = useTranslation();
  if (!props.project.is_check_podcast_health) return null;
  return (
    <section className="uptime-slot" aria-label={t('dashboard:uptime.title')}>
      <Typography.Title level={3} className="section-title">
        {t('dashboard:uptime.title')}
      </Typography.Title>
      <Suspense fallback={null}>
        <UptimeMonitor projectId={props.project.id} />
      </Suspense>
    </section>
  );
}
