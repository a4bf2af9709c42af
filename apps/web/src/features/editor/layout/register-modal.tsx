import { Button, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailPasswordFields, useSignUp } from '../../auth/index.ts';

/**
 * Publishing without an account: 'Create your account', then Sign up. The sign-up turns the
 * stored draft into the owner's first project and opens the dashboard (SPEC.md §4).
 */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const signUp = useSignUp({ leave: 'reload' });
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
