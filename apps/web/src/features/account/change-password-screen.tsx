import { passwordChangeSchema } from '@podpie/core';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authCalls } from '../../api/instance.ts';
import { NewPasswordFields, type NewPasswordValues } from '../../shared/new-password-fields.tsx';
import { useSession } from '../../shared/session.tsx';
import { notify, serverMessage } from '../notifications/index.ts';

/** /change-password: a new password for the signed-in owner (SPEC.md §2, §8). */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewPasswordValues>();
  const change = useMutation({
    mutationFn: (values: NewPasswordValues) =>
      authCalls.changePassword(passwordChangeSchema.parse(values)),
    onSuccess: () => {
      form.resetFields();
      notify({
        type: 'success',
        message: { key: 'messages:passwordUpdated.title' },
        description: { key: 'messages:passwordUpdated.description' },
      });
    },
    onError: (error) => {
      notify({
        type: 'error',
        message: { key: 'messages:passwordUpdateFailed.title' },
        description: serverMessage(error, { key: 'messages:error' }),
      });
    },
  });

  return (
    <section aria-labelledby="password-title" className="narrow-page">
      <Typography.Title level={1} id="password-title">
        {t('settings:password.title')}
      </Typography.Title>
      <Card>
        <Typography.Paragraph>
          {t('settings:password.account', { email: user?.email ?? '' })}
        </Typography.Paragraph>
        <Form<NewPasswordValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => change.mutate(values)}
        >
          <NewPasswordFields />
          <div className="button-row">
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {t('settings:password.save')}
            </Button>
            <Button onClick={() => navigate('/dashboard')}>{t('settings:password.cancel')}</Button>
          </div>
        </Form>
      </Card>
    </section>
  );
}
