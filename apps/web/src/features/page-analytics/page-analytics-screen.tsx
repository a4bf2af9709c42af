import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { type AnalyticsReport, lastDays } from '@podpie/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Segmented,
  Skeleton,
  Statistic,
  Switch,
  Table,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { analyticsCalls } from '../../api/analytics-calls.ts';
import { projectQueries } from '../../api/queries.ts';
import { projectKeys } from '../../api/query-keys.ts';
import { notify } from '../notifications/index.ts';
import { analyticsCsv, downloadText } from './csv.ts';
import { DailyChart } from './daily-chart.tsx';
import './page-analytics.css';
import '../../shared/texts/dashboard.ts';

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

/** clicks / views as a percentage with one decimal; a dash while there are no views. */
export function clickThroughRate(clicks: number, views: number): string {
  return views > 0 ? `${((clicks / views) * 100).toFixed(1)}%` : '—';
}

/** /projects/:id/analytics: views, visitors and clicks of one published page. */
export function PageAnalyticsScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [period, setPeriod] = useState<Period>(30);
  const range = lastDays(new Date(), period);
  const queryClient = useQueryClient();

  const project = useQuery({
    ...projectQueries.view(id),
    enabled: valid,
  });
  const report = useQuery({
    ...projectQueries.analytics(id, range.from, range.to),
    enabled: valid,
    // New visits show up while the screen stays open.
    refetchInterval: 30_000,
  });
  const settings = useQuery({
    ...projectQueries.analyticsSettings(id),
    enabled: valid,
  });
  const toggle = useMutation({
    mutationFn: (recording: boolean) => analyticsCalls.setRecording(id, recording),
    onSuccess: (saved) => queryClient.setQueryData(projectKeys.analyticsSettings(id), saved),
    onError: () =>
      notify({ type: 'error', message: { key: 'dashboard:pageAnalytics.switchFailed' } }),
  });

  useEffect(() => {
    if (valid && !project.isError) return;
    notify({
      type: 'error',
      message: { key: 'messages:projectNotFound.title' },
      description: { key: 'messages:projectNotFound.description' },
      redirect: true,
      target: '/dashboard',
    });
  }, [valid, project.isError]);

  const title = project.data?.title?.trim() || project.data?.slug || '';
  const data = report.data;

  return (
    <section aria-labelledby="analytics-title" className="analytics-page">
      <Link to="/dashboard">
        <ArrowLeftOutlined aria-hidden /> {t('dashboard:pageAnalytics.back')}
      </Link>
      <Typography.Title level={1} id="analytics-title">
        {t('dashboard:pageAnalytics.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('dashboard:pageAnalytics.subtitle', { title })}
      </Typography.Paragraph>

      <div className="analytics-toolbar">
        <Segmented<Period>
          aria-label={t('dashboard:pageAnalytics.period')}
          value={period}
          onChange={setPeriod}
          options={PERIODS.map((days) => ({
            value: days,
            label: t('dashboard:pageAnalytics.lastDays', { count: days }),
          }))}
        />
        <div className="button-row">
          <span className="button-row" style={{ alignItems: 'center' }}>
            <Switch
              id="analytics-recording"
              checked={toggle.isPending ? toggle.variables : (settings.data?.recording ?? true)}
              loading={settings.isLoading || toggle.isPending}
              onChange={(checked) => toggle.mutate(checked)}
            />
            <label htmlFor="analytics-recording">{t('dashboard:pageAnalytics.recording')}</label>
          </span>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            disabled={!data}
            onClick={() => {
              if (!data) return;
              const csv = analyticsCsv(data, t('dashboard:pageAnalytics.removedBlock'));
              downloadText(csv, `podpie-${project.data?.slug ?? id}-${range.from}-${range.to}.csv`);
            }}
          >
            {t('dashboard:pageAnalytics.exportCsv')}
          </Button>
        </div>
      </div>
      <Typography.Paragraph type="secondary">
        {t('dashboard:pageAnalytics.recordingHelp')}
      </Typography.Paragraph>
      {settings.data?.recording === false ? (
        <Alert
          type="warning"
          showIcon
          title={t('dashboard:pageAnalytics.recordingOff')}
          style={{ marginBottom: 16 }}
        />
      ) : null}

      {report.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('dashboard:pageAnalytics.loadFailed')}
          action={
            <Button onClick={() => void report.refetch()}>
              {t('dashboard:pageAnalytics.retry')}
            </Button>
          }
        />
      ) : data ? (
        <ReportView report={data} />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </section>
  );
}

function ReportView({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation();
  const { totals } = report;
  return (
    <>
      <div className="analytics-totals">
        <Card size="small">
          <Statistic title={t('dashboard:pageAnalytics.views')} value={totals.views} />
        </Card>
        <Card size="small">
          <Statistic
            title={t('dashboard:pageAnalytics.uniqueVisitors')}
            value={totals.unique_visitors}
          />
        </Card>
        <Card size="small">
          <Statistic title={t('dashboard:pageAnalytics.clicks')} value={totals.clicks} />
        </Card>
        <Card size="small">
          <Statistic
            title={t('dashboard:pageAnalytics.ctr')}
            value={clickThroughRate(totals.clicks, totals.views)}
          />
        </Card>
      </div>
      <Card title={t('dashboard:pageAnalytics.chartTitle')}>
        {totals.views === 0 && totals.clicks === 0 ? (
          <Typography.Paragraph type="secondary">
            {t('dashboard:pageAnalytics.noViews')}
          </Typography.Paragraph>
        ) : null}
        <DailyChart days={report.days} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('dashboard:pageAnalytics.uniqueNote')}
        </Typography.Paragraph>
      </Card>
      <div className="analytics-grid-2">
        <Card title={t('dashboard:pageAnalytics.blocksTitle')} size="small">
          <Table
            size="small"
            pagination={false}
            rowKey="pie_id"
            dataSource={report.blocks}
            locale={{ emptyText: t('dashboard:pageAnalytics.noClicks') }}
            columns={[
              {
                title: t('dashboard:pageAnalytics.block'),
                dataIndex: 'title',
                render: (value: string) => value || t('dashboard:pageAnalytics.removedBlock'),
              },
              { title: t('dashboard:pageAnalytics.clicks'), dataIndex: 'clicks', align: 'right' },
              {
                title: t('dashboard:pageAnalytics.ctr'),
                key: 'ctr',
                align: 'right',
                render: (_: unknown, row) => clickThroughRate(row.clicks, totals.views),
              },
            ]}
          />
        </Card>
        <Card title={t('dashboard:pageAnalytics.referrersTitle')} size="small">
          <Table
            size="small"
            pagination={false}
            rowKey="domain"
            dataSource={report.referrers.slice(0, 10)}
            locale={{ emptyText: t('dashboard:pageAnalytics.noReferrers') }}
            columns={[
              { title: t('dashboard:pageAnalytics.site'), dataIndex: 'domain' },
              { title: t('dashboard:pageAnalytics.views'), dataIndex: 'views', align: 'right' },
            ]}
          />
        </Card>
        <Card
          title={t('dashboard:pageAnalytics.episodesTitle')}
          size="small"
          className="analytics-episodes"
        >
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={report.episodes}
            locale={{ emptyText: t('dashboard:pageAnalytics.noEpisodes') }}
            columns={[
              { title: t('dashboard:pageAnalytics.episode'), dataIndex: 'title' },
              { title: t('dashboard:pageAnalytics.views'), dataIndex: 'views', align: 'right' },
              {
                title: t('dashboard:pageAnalytics.appClicks'),
                dataIndex: 'clicks',
                align: 'right',
              },
              {
                title: t('dashboard:pageAnalytics.appsChosen'),
                key: 'apps',
                render: (_: unknown, row) =>
                  row.apps
                    .map(
                      (chosen) =>
                        `${chosen.title || t('dashboard:pageAnalytics.removedBlock')} ${chosen.clicks}`,
                    )
                    .join(' · ') || '—',
              },
            ]}
          />
        </Card>
        <Card title={t('dashboard:pageAnalytics.devicesTitle')} size="small">
          <Table
            size="small"
            pagination={false}
            rowKey="device"
            dataSource={report.devices}
            locale={{ emptyText: t('dashboard:pageAnalytics.noViews') }}
            columns={[
              {
                title: t('dashboard:pageAnalytics.device'),
                dataIndex: 'device',
                render: (device: 'mobile' | 'tablet' | 'desktop') =>
                  t(`dashboard:pageAnalytics.${device}`),
              },
              { title: t('dashboard:pageAnalytics.views'), dataIndex: 'views', align: 'right' },
            ]}
          />
        </Card>
      </div>
    </>
  );
}
