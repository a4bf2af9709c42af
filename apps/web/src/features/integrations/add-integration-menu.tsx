import { DownOutlined } from '@ant-design/icons';
import type { MailingServiceEntry } from '@podpie/core';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../notifications/index.ts';
import { KeyConnectModal } from './key-connect-modal.tsx';
import { mailingError, mailingMessage } from './server-message.ts';
import { ServiceAvatar } from './service-avatar.tsx';
import { useConnectMailing, useMailingServices } from './use-mailing.ts';
import '../../shared/texts/integrations.ts';

/**
 * 'Add new integration': Mailchimp links to its authorize address (or says it is not configured
 * on this server); Kit, Beehiiv and MailerLite open a form for their API key; the built-in
 * Podpie list is added in place.
 */
export function AddIntegrationMenu(props: { type?: 'primary' | 'default' }) {
  const { t } = useTranslation();
  const services = useMailingServices();
  const connect = useConnectMailing();
  const [keyed, setKeyed] = useState<MailingServiceEntry | null>(null);

  const label = (service: MailingServiceEntry) =>
    service.kind === 'built_in'
      ? t('integrations:providers.builtIn')
      : t(`integrations:providers.${service.kind}`);

  const items: MenuProps['items'] = (services.data ?? []).map((service) => {
    const icon = (
      <ServiceAvatar key={service.id} imageName={service.image_name} label="" size={24} />
    );
    if (service.kind === 'mailchimp') {
      if (!service.authorize_url) {
        return {
          key: service.id,
          icon,
          disabled: true,
          label: (
            <span>
              {label(service)} · {t('integrations:notConfigured')}
            </span>
          ),
        };
      }
      return {
        key: service.id,
        icon,
        label: <a href={service.authorize_url}>{label(service)}</a>,
      };
    }
    if (service.kind !== 'built_in') {
      return {
        key: service.id,
        icon,
        label: (
          <span>
            {label(service)} · {t('integrations:keyHint')}
          </span>
        ),
        onClick: () => setKeyed(service),
      };
    }
    return {
      key: service.id,
      icon,
      label: (
        <span>
          {label(service)} · {t('integrations:builtInHint')}
        </span>
      ),
      onClick: () =>
        connect.mutate(
          { serviceId: service.id },
          {
            onSuccess: (answer) =>
              notify({
                type: 'success',
                message: { key: 'messages:success' },
                description: { text: mailingMessage(t, answer) },
              }),
            onError: (error) =>
              notify({
                type: 'error',
                message: { key: 'messages:error' },
                description: { text: mailingError(t, error) ?? t('integrations:loadFailed') },
              }),
          },
        ),
    };
  });

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} disabled={services.isLoading}>
        <Button type={props.type ?? 'primary'} loading={services.isLoading || connect.isPending}>
          {t('integrations:addNew')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {keyed && (
        <KeyConnectModal service={keyed} label={label(keyed)} onClose={() => setKeyed(null)} />
      )}
    </>
  );
}
