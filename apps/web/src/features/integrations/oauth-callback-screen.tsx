import { MAILCHIMP_SERVICE_ID } from '@podpie/core';
import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../notifications/index.ts';
import { mailingError, mailingMessage } from './server-message.ts';
import { useConnectMailing } from './use-mailing.ts';
import '../../shared/texts/integrations.ts';

/**
 * /mailchimp_integration_oauth_callback (SPEC.md §2, §8): posts the code Mailchimp sent back with
 * its state, raises 'Success' with the server's message or 'Error' with the reason, then goes to
 * /dashboard.
 */
export function OAuthCallbackScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const connect = useConnectMailing();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code') ?? '';
    const state = params.get('state') ?? '';
    const done = () => navigate('/dashboard', { replace: true });
    if (!code) {
      // The owner pressed Deny, or Mailchimp answered with an error instead of a code.
      notify({
        type: 'error',
        message: { key: 'messages:error' },
        description: { text: params.get('error_description') ?? t('integrations:missingCode') },
      });
      done();
      return;
    }
    connect.mutate(
      { serviceId: MAILCHIMP_SERVICE_ID, code, state },
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
        onSettled: done,
      },
    );
  }, [connect, navigate, params, t]);

  return (
    <div className="centered-page" role="status">
      <Spin size="large" />
      <p>{t('integrations:connecting')}</p>
    </div>
  );
}
