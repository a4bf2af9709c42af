import type { MailingServiceEntry } from '@podpie/core';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnOpen } from '../../shared/focus-on-open.ts';
import { notify } from '../notifications/index.ts';
import { mailingError, mailingMessage } from './server-message.ts';
import { useConnectMailing } from './use-mailing.ts';
import '../../shared/texts/integrations.ts';

/**
 * Kit, MailerLite (an API key) or Beehiiv (an API key and its publication): the server tries the
 * key against the service at once, so a refused key is said here and nothing is stored.
 */
export function KeyConnectModal(props: {
  service: MailingServiceEntry;
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const focusOnOpen = useFocusOnOpen();
  const connect = useConnectMailing();
  const [apiKey, setApiKey] = useState('');
  const [publicationId, setPublicationId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const beehiiv = props.service.kind === 'beehiiv';

  const submit = () => {
    setError(null);
    connect.mutate(
      {
        serviceId: props.service.id,
        ...(apiKey.trim() ? { api_key: apiKey.trim() } : {}),
        ...(beehiiv && publicationId.trim() ? { publication_id: publicationId.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          notify({
            type: 'success',
            message: { key: 'messages:success' },
            description: { text: mailingMessage(t, answer) },
          });
          props.onClose();
        },
        onError: (failure) => setError(mailingError(t, failure) ?? t('integrations:loadFailed')),
      },
    );
  };

  return (
    <Modal
      open
      title={t('integrations:keyModal.title', { service: props.label })}
      okText={t('integrations:keyModal.connect')}
      cancelText={t('integrations:keyModal.cancel')}
      confirmLoading={connect.isPending}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit}>
        {error && (
          <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          label={t('integrations:keyModal.apiKey')}
          extra={t('integrations:keyModal.apiKeyHelp', { service: props.label })}
        >
          <Input.Password
            aria-label={t('integrations:keyModal.apiKey')}
            value={apiKey}
            autoComplete="off"
            ref={focusOnOpen}
            onChange={(event) => setApiKey(event.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
        {beehiiv && (
          <Form.Item
            label={t('integrations:keyModal.publicationId')}
            extra={t('integrations:keyModal.publicationIdHelp')}
          >
            <Input
              aria-label={t('integrations:keyModal.publicationId')}
              value={publicationId}
              placeholder="pub_..."
              onChange={(event) => setPublicationId(event.target.value)}
              onPressEnter={submit}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
