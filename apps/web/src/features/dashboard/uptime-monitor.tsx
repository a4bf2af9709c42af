import { chartPeriod, FAILING_STREAK, isFailing, type UptimeStats } from '@podpie/core';
import { Alert, Empty, Skeleton, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { agoLabel, periodLabel, reasonLabel } from './uptime-texts.ts';
import { useHealthCharts } from './use-health-charts.ts';
import '../../shared/texts/dashboard.ts';

/** A bar's words: its time and state, and why it failed. */
function checkLabel(t: TFunction, check: UptimeStats['data'][number]): string {
  const time = dayjs(check.created_at).format('MM/DD HH:mm');
  if (!check.is_error)
    return t('dashboard:uptime.tooltip', { time, status: t('dashboard:uptime.up') });
  return t('dashboard:uptime.downTooltip', {
    time,
    status: t('dashboard:uptime.down'),
    reason: reasonLabel(t, check),
  });
}

function NetworkBars(props: { network: UptimeStats; now: Date }) {
  const { t } = useTranslation();
  const { network } = props;
  const latest = network.data.at(-1);
  const down = latest?.is_error ? latest : null;
  return (
    <li>
      <div className="uptime-network">
        <div className="uptime-name">
          <Typography.Text strong>{network.network_label}</Typography.Text>
          <a
            className="uptime-address"
            href={network.url}
            title={network.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {network.url}
          </a>
        </div>
        <Typography.Text type={isFailing(network.data) ? 'danger' : 'secondary'}>
          {network.uptime_7d === null
            ? t('dashboard:uptime.noUptime')
            : t('dashboard:uptime.uptime7d', { percent: network.uptime_7d })}
        </Typography.Text>
      </div>
      {down ? (
        <Typography.Text type="danger" className="uptime-reason">
          {network.down_since
            ? t('dashboard:uptime.failingSince', {
                reason: reasonLabel(t, down),
                since: agoLabel(t, new Date(network.down_since), props.now),
              })
            : reasonLabel(t, down)}
        </Typography.Text>
      ) : null}
      {network.data.length === 0 ? (
        <Typography.Text type="secondary">{t('dashboard:uptime.noData')}</Typography.Text>
      ) : (
        <div className="uptime-bars">
          {network.data.map((check) => {
            const label = checkLabel(t, check);
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
 * Availability per address over the last 24 hours: a row names the directory and the address, with
 * a bar per check, red for a failed one and green for a good one, each with a tooltip of month/day
 * hour:minute (SPEC.md §8) and why it failed, the uptime over 7 days, and, while the newest check
 * failed, why and since when. The period named is the one the bars cover. A link that failed three
 * checks in a row is named in a warning.
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
  const now = new Date();
  const period = chartPeriod(stats.data, now);
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
      {period ? (
        <Typography.Text type="secondary" className="uptime-period">
          {periodLabel(t, period)}
        </Typography.Text>
      ) : null}
      <ul className="uptime-list">
        {stats.data.map((network) => (
          <NetworkBars key={network.url} network={network} now={now} />
        ))}
      </ul>
    </>
  );
}
