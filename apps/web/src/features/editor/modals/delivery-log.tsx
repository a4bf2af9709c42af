import type { MailingDeliveryLine } from '@podpie/core';
import { Alert, List, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editor-context.tsx';
import '../../../shared/texts/integrations.ts';

const COLORS = { delivered: 'green', refused: 'red', retrying: 'gold' } as const;
const REASONS = [
  'invalid_email',
  'unsubscribed',
  'rate_limited',
  'unavailable',
  'revoked',
  'other',
] as const;
type Reason = (typeof REASONS)[number];
const isReason = (value: string | null): value is Reason =>
  REASONS.some((reason) => reason === value);

/**
 * A stored mailing block's delivery log: what the owner's mailing service answered about each
 * confirmed sign-up, so a refused address (bad, unsubscribed before) or a service that is down is
 * seen here rather than guessed at.
 */
export function DeliveryLog(props: { pieId: number }) {
  const { t, i18n } = useTranslation();
  const { api, projectId } = useEditor();
  const [lines, setLines] = useState<MailingDeliveryLine[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (projectId === null) return;
    let live = true;
    api
      .mailingDeliveryLog(projectId, props.pieId)
      .then((found) => live && setLines(found))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, projectId, props.pieId]);

  if (projectId === null) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-label={t('integrations:deliveryLog.title')}>
      <Typography.Title level={5}>{t('integrations:deliveryLog.title')}</Typography.Title>
      {failed ? (
        <Alert type="error" showIcon message={t('integrations:deliveryLog.loadFailed')} />
      ) : lines === null ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <List
          size="small"
          dataSource={lines}
          locale={{ emptyText: t('integrations:deliveryLog.empty') }}
          renderItem={(line) => (
            <List.Item>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                <Typography.Text type="secondary">{when.format(new Date(line.at))}</Typography.Text>{' '}
                {line.email}{' '}
                <Tag color={COLORS[line.outcome]}>
                  {t(`integrations:deliveryLog.${line.outcome}`)}
                </Tag>
                {isReason(line.reason) && t(`integrations:deliveryLog.reasons.${line.reason}`)}
                {line.detail && (
                  <Typography.Text type="secondary"> ({line.detail})</Typography.Text>
                )}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
