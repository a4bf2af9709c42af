import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { authCalls } from '../../api/instance.ts';
import { useSession } from '../../shared/session.tsx';
import { notify, serverMessage } from '../notifications/index.ts';

/**
 * Issue 33's gentle reminder: until the owner opens the link mailed at sign-up, the dashboard
 * says so, with "Send again" for a lost mail. Publishing works meanwhile; only connecting a
 * mailing service and exporting subscribers wait.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const sendAgain = useMutation({
    mutationFn: () => authCalls.sendVerification(),
    onError: (error) =>
      notify({
        type: 'error',
        message: { key: 'messages:error' },
        description: serverMessage(error, { key: 'messages:error' }),
      }),
  });
  // Older answers (and API tokens' users) carry no flag: nothing to nag about then.
  if (user?.email_verified !== false) return null;
  return (
    <Alert
      className="verify-email-banner"
      type="info"
      showIcon
      role="status"
      title={
        sendAgain.isSuccess
          ? t('app:verify.sent', { email: user.email })
          : t('app:verify.banner', { email: user.email })
      }
      action={
        sendAgain.isSuccess ? null : (
          <Button size="small" loading={sendAgain.isPending} onClick={() => sendAgain.mutate()}>
            {t('app:verify.sendAgain')}
          </Button>
        )
      }
    />
  );
}
