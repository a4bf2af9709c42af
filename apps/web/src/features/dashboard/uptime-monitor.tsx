import { useQuery } from '@tanstack/react-query';
import { Empty, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { projectCalls } from '../../api/instance.ts';

/**
 * Per-network availability bars: red for a failed check, green for a good one; each tooltip shows
 * month/day hour:minute (SPEC.md §8). The health checks themselves belong to the health issue.
 */
export function UptimeMonitor(props: { projectId: number }) {
  const { t } = useTranslation();
  const stats = useQuery({
    queryKey: ['projects', props.projectId, 'health'],
    queryFn: () => projectCalls.healthCharts(props.projectId),
  });
  if (!stats.data) return null;
  if (stats.data.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard:uptime.noData')} />
    );
  }
  return (
    <ul className="uptime-list">
      {stats.data.map((network) => (
        <li key={network.network_id}>
          <Typography.Text>{network.network_label}</Typography.Text>
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
        </li>
      ))}
    </ul>
  );
}
