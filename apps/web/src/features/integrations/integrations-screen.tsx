import { DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import type { MailingIntegrationRow } from '@podpie/core';
import { Alert, Button, Empty, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../notifications/index.ts';
import { AddIntegrationMenu } from './add-integration-menu.tsx';
import { KeyConnectModal } from './key-connect-modal.tsx';
import { ServiceAvatar } from './service-avatar.tsx';
import { useDisconnectMailing, useMailingIntegrations, useMailingServices } from './use-mailing.ts';
import '../../shared/texts/integrations.ts';

/** /integrations (SPEC.md §2): the owner's mailing integrations and the way to add one. */
export function IntegrationsScreen() {
  const { t } = useTranslation();
  const integrations = useMailingIntegrations();

  return (
    <section aria-labelledby="integrations-title" className="integrations-page">
      <div className="integrations-head">
        <Typography.Title level={1} id="integrations-title">
          {t('integrations:title')}
        </Typography.Title>
        <AddIntegrationMenu />
      </div>
      {integrations.isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : integrations.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('integrations:loadFailed')}
          action={
            <Button size="small" onClick={() => void integrations.refetch()}>
              {t('integrations:retry')}
            </Button>
          }
        />
      ) : (integrations.data ?? []).length === 0 ? (
        <Empty
          description={
            <>
              <Typography.Title level={2} className="integrations-empty-title">
                {t('integrations:empty')}
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                {t('integrations:emptyDescription')}
              </Typography.Paragraph>
            </>
          }
        />
      ) : (
        <List
          className="integrations-list"
          itemLayout="horizontal"
          dataSource={integrations.data ?? []}
          renderItem={(row) => <IntegrationRow row={row} />}
        />
      )}
    </section>
  );
}

function IntegrationRow({ row }: { row: MailingIntegrationRow }) {
  const { t } = useTranslation();
  const disconnect = useDisconnectMailing();
  const services = useMailingServices();
  const service = services.data?.find((entry) => entry.id === row.mailing_service_id);
  const reconnectUrl = service?.authorize_url;
  // Kit, Beehiiv and MailerLite reconnect with a fresh key in place.
  const keyed = service && service.kind !== 'mailchimp' && service.kind !== 'built_in';
  const [askKey, setAskKey] = useState(false);
  // The seeded image name is the service's kind (server: providers/registry.ts).
  const image = row.service_image_name;
  const serviceName =
    image === 'mailchimp' || image === 'kit' || image === 'beehiiv' || image === 'mailerlite'
      ? t(`integrations:providers.${image}`)
      : t('integrations:providers.builtIn');

  const actions = [
    <Popconfirm
      key="delete"
      title={t('integrations:deleteConfirm')}
      description={t('integrations:deleteConfirmDescription')}
      okText={t('integrations:delete')}
      cancelText={t('integrations:cancel')}
      okButtonProps={{ danger: true, loading: disconnect.isPending }}
      onConfirm={() =>
        disconnect
          .mutateAsync({ serviceId: row.mailing_service_id, integrationId: row.id })
          .then(() => notify({ type: 'success', message: { key: 'integrations:deleted' } }))
          .catch(() => notify({ type: 'error', message: { key: 'integrations:deleteFailed' } }))
      }
    >
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`${t('integrations:delete')} ${row.account_email}`}
      >
        {t('integrations:delete')}
      </Button>
    </Popconfirm>,
  ];
  if (row.needs_reconnect && reconnectUrl) {
    actions.unshift(
      <Button key="reconnect" type="primary" href={reconnectUrl}>
        {t('integrations:reconnect')}
      </Button>,
    );
  } else if (row.needs_reconnect && keyed) {
    actions.unshift(
      <Button key="reconnect" type="primary" onClick={() => setAskKey(true)}>
        {t('integrations:reconnect')}
      </Button>,
    );
  }

  return (
    <List.Item actions={actions} className="integration-row">
      <List.Item.Meta
        avatar={<ServiceAvatar imageName={row.service_image_name} label={serviceName} />}
        title={<span className="integration-email">{row.account_email}</span>}
        description={
          <>
            <span>{serviceName}</span>
            {row.needs_reconnect ? (
              <div>
                <Tag color="warning" icon={<WarningOutlined aria-hidden />}>
                  {t('integrations:needsReconnect')}
                </Tag>
                <Typography.Text type="secondary">
                  {keyed
                    ? t('integrations:needsReconnectKeyHint')
                    : t('integrations:needsReconnectHint')}
                </Typography.Text>
              </div>
            ) : null}
          </>
        }
      />
      {askKey && service && (
        <KeyConnectModal service={service} label={serviceName} onClose={() => setAskKey(false)} />
      )}
    </List.Item>
  );
}
