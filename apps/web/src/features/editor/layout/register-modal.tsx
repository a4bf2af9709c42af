import { signUpSchema } from '@podpie/core';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { authCalls } from '../../../api/instance.ts';
import { tracker } from '../../analytics/tracker.ts';
import { TRACKED_EVENTS } from '../../analytics/tracking.ts';
import { adoptSignedOutDraft } from '../../auth/adopt-draft.ts';
import { EmailPasswordFields } from '../../auth/email-password-fields.tsx';
import { notify, serverMessage } from '../../notifications/notify.ts';

/**
 * Publishing without an account: 'Create your account', then Sign up. The sign-up turns the
 * stored draft into the owner's first project and opens the dashboard (SPEC.md §4).
 */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const signUp = useMutation({
    mutationFn: async (values: unknown) => {
      const user = await authCalls.signUp(signUpSchema.parse(values));
      tracker.identify(user);
      tracker.track(TRACKED_EVENTS.successfulSignUp);
      await adoptSignedOutDraft();
    },
    onSuccess: () => {
      // A full load, not a client-side switch: were the session to turn signed-in while this
      // signed-out route is still drawn, its guard would send the owner to /project-setup first.
      window.location.assign('/dashboard');
    },
    onError: (error) => {
      const taken = error instanceof ApiError && error.status === 422;
      notify({
        type: 'error',
        message: { key: 'messages:signUpFailed.title' },
        description: taken
          ? { key: 'messages:signUpFailed.description' }
          : serverMessage(error, { key: 'messages:signUpFailed.description' }),
      });
    },
  });
  return (
    <Modal open title={t('editor:register.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph>{t('editor:register.intro')}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={(values) => signUp.mutate(values)}>
        <EmailPasswordFields mode="sign-up" />
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={signUp.isPending || signUp.isSuccess}
        >
          {t('editor:register.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {t('editor:register.haveAccount')} <Link to="/signin">{t('editor:register.toSignIn')}</Link>
      </Typography.Paragraph>
    </Modal>
  );
}
