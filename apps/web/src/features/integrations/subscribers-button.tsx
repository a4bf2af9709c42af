import { DownloadOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, List, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailingCalls } from '../../api/mailing-calls.ts';
import { projectQueries } from '../../api/queries.ts';
import { notify } from '../notifications/index.ts';
import '../../shared/texts/integrations.ts';

/** Saves text as a file through a temporary link (the CSV export). */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The dashboard card's subscribers: the count on the button, the list and a CSV export. */
export function SubscribersButton(props: { projectId: number; slug: string; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const subscribers = useQuery(projectQueries.subscribers(props.projectId));
  const count = subscribers.data?.count ?? 0;
  const pending = subscribers.data?.pending ?? 0;

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(`subscribers-${props.slug}.csv`, await mailingCalls.subscribersCsv(props.projectId));
    } catch {
      notify({ type: 'error', message: { key: 'integrations:subscribers.loadFailed' } });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button
        icon={<TeamOutlined aria-hidden />}
        onClick={() => {
          setOpen(true);
          void subscribers.refetch();
        }}
      >
        {t('integrations:subscribers.button', { count })}
      </Button>
      <Modal
        open={open}
        width={800}
        title={t('integrations:subscribers.title', { name: props.title })}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="close" onClick={() => setOpen(false)}>
            {t('integrations:subscribers.close')}
          </Button>,
          <Button
            key="csv"
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            loading={exporting}
            disabled={count === 0}
            onClick={() => void exportCsv()}
          >
            {t('integrations:subscribers.exportCsv')}
          </Button>,
        ]}
      >
        {subscribers.isError ? (
          <Alert type="error" showIcon message={t('integrations:subscribers.loadFailed')} />
        ) : count === 0 && pending === 0 && !subscribers.isLoading ? (
          <Empty description={t('integrations:subscribers.empty')} />
        ) : (
          <>
            <Typography.Paragraph strong>
              {t('integrations:subscribers.count', { count })}
            </Typography.Paragraph>
            {pending > 0 ? (
              // Sign-ups nobody confirmed yet: not the owner's to mail, so only their number.
              <Typography.Paragraph type="secondary">
                {t('integrations:subscribers.pending', { count: pending })}
              </Typography.Paragraph>
            ) : null}
            <List
              loading={subscribers.isLoading}
              size="small"
              dataSource={subscribers.data?.data ?? []}
              pagination={count > 20 ? { pageSize: 20, size: 'small' } : false}
              renderItem={(row) => (
                <List.Item>
                  <span className="subscriber-email">{row.email}</span>
                  <Typography.Text type="secondary">
                    {dayjs(row.created_at).format('MM/DD/YYYY')}
                  </Typography.Text>
                </List.Item>
              )}
            />
          </>
        )}
      </Modal>
    </>
  );
}
