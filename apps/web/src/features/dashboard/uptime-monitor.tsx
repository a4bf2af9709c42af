import { FAILING_STREAK, isFailing, type UptimeStats } from '@podpie/core';
import { Alert, Empty, Skeleton, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useHealthCharts } from './use-health-charts.ts';

function NetworkBars(props: { network: UptimeStats }) {
  const { t } = useTranslation();
  const { network } = props;
  return (
    <li>
      <div className="uptime-network">
        <Typography.Text strong>{network.network_label}</Typography.Text>
        <Typography.Text type={isFailing(network.data) ? 'danger' : 'secondary'}>
          {network.uptime_7d === null
            ? t('dashboard:uptime.noUptime')
            : t('dashboard:uptime.uptime7d', { percent: network.uptime_7d })}
        </Typography.Text>
      </div>
      {network.data.length === 0 ? (
        <Typography.Text type="secondary">{t('dashboard:uptime.noData')}</Typography.Text>
      ) : (
        <div className="uptime-bars">
          {network.data.map((check) => {
            const status = t(check.is_error ? 'dashboard:uptime.down' : 'dashboard:uptime.up');
            const label = t('dashboard:uptime.tooltip', {
              time: dayjs(check.created_at).format('MM/DD HH:mm'),
              status,
            });
            return (
              <Tooltip key={check.created_at} title={label}>
                <span
                  className={check.is_error ? 'uptime-bar is-down' : 'uptime-bar is-up'}
                  role="img"
                  aria-label={label}
                />
              </Tooltip>
            );
          })}
        </div>
      )}
    </li>
  );
}

/**
 * Per-network availability over the last 24 hours: a bar per check, red for a failed one and green
 * for a good one, each with a tooltip of month/day hour:minute (SPEC.md §8), and the uptime over 7
 * days. A link that failed three checks in a row is named in a warning.
 */
export function UptimeMonitor(props: { projectId: number }) {
  const { t } = useTranslation();
  const stats = useHealthCharts(props.projectId);
  if (stats.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (stats.isError) {
    return <Alert type="error" showIcon title={t('dashboard:uptime.loadFailed')} />;
  }
  if (stats.data.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard:uptime.noLinks')} />
    );
  }
  const failing = stats.data.filter((network) => isFailing(network.data));
  return (
    <>
      {failing.map((network) => (
        <Alert
          key={network.network_id}
          className="uptime-failing"
          type="error"
          showIcon
          title={t('dashboard:uptime.failing', {
            network: network.network_label,
            count: FAILING_STREAK,
          })}
        />
      ))}
      <ul className="uptime-list">
        {stats.data.map((network) => (
          <NetworkBars key={network.network_id} network={network} />
        ))}
      </ul>
    </>
  );
}
