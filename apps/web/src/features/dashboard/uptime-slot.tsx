import { WarningFilled } from '@ant-design/icons';
import { isFailing } from '@podpie/core';
import { Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectView } from '../../api/projects.ts';
import { HealthSwitch } from './health-switch.tsx';
import { useHealthCharts } from './use-health-charts.ts';
import '../../shared/texts/dashboard.ts';

const UptimeMonitor = lazy(() =>
  import('./uptime-monitor.tsx').then((module) => ({ default: module.UptimeMonitor })),
);

/**
 * The card's switch for podcast health checking; the uptime monitor itself appears only while it
 * is on (SPEC.md §2).
 */
export function UptimeSlot(props: { project: ProjectView }) {
  if (!props.project.is_check_podcast_health) return <HealthSwitch project={props.project} />;
  return <CheckedUptime project={props.project} />;
}

function CheckedUptime(props: { project: ProjectView }) {
  const { t } = useTranslation();
  const charts = useHealthCharts(props.project.id);
  const failing = charts.data?.some((network) => isFailing(network.data)) ?? false;
  return (
    <section className="uptime-slot" aria-label={t('dashboard:uptime.title')}>
      <div className="uptime-heading">
        <Typography.Title level={3} className="section-title">
          {t('dashboard:uptime.title')}
        </Typography.Title>
        {failing ? (
          <Tag color="error" icon={<WarningFilled aria-hidden />} className="uptime-badge">
            {t('dashboard:uptime.failingBadge')}
          </Tag>
        ) : null}
      </div>
      <HealthSwitch project={props.project} />
      <Suspense fallback={null}>
        <UptimeMonitor projectId={props.project.id} />
      </Suspense>
    </section>
  );
}
