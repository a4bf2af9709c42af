import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { authCalls } from '../../api/instance.ts';
import { FRAME_EMAIL_SLOT, FRAME_VERIFY_CLASS } from '../../shared/frame-marks.ts';
import { useSession } from '../../shared/session.tsx';
import { notify, serverMessage } from '../notifications/index.ts';

type VerifyEmailAlertProps = {
  email: string;
  sent?: boolean;
  sending?: boolean;
  onSendAgain?: () => void;
};

function VerifyEmailAlert({
  email,
  sent = false,
  sending = false,
  onSendAgain,
}: VerifyEmailAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      className="verify-email-banner"
      type="info"
      showIcon
      role="status"
      title={sent ? t('app:verify.sent', { email }) : t('app:verify.banner', { email })}
      action={
        sent ? null : (
          <Button size="small" loading={sending} onClick={onSendAgain}>
            {t('app:verify.sendAgain')}
          </Button>
        )
      }
    />
  );
}

/**
 * Issue 33's gentle reminder: until the owner opens the link mailed at sign-up, the dashboard
 * says so, with "Send again" for a lost mail. Publishing works meanwhile; only connecting a
 * mailing service and exporting subscribers wait.
 */
export function VerifyEmailBanner() {
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
    <VerifyEmailAlert
      email={user.email}
      sent={sendAgain.isSuccess}
      sending={sendAgain.isPending}
      onSendAgain={() => sendAgain.mutate()}
    />
  );
}

/**
 * The reminder as the build frame holds it: hidden until the frame's own sign-in check says the
 * address is unverified, which then writes the address in (early-asks.ts). Its button, like the
 * frame's others, waits for the app.
 */
export function FrameVerifyEmailBanner() {
  return (
    <div className={FRAME_VERIFY_CLASS}>
      <VerifyEmailAlert email={FRAME_EMAIL_SLOT} />
    </div>
  );
}
