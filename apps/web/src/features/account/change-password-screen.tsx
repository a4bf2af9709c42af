import { passwordChangeSchema } from '@podpie/core';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authCalls } from '../../api/instance.ts';
import { useSession } from '../../app/session.tsx';
import { zodRule } from '../../app/zod-rule.ts';
import { notify } from '../notifications/notify.ts';
import { serverMessage } from '../notifications/server-message.ts';

type PasswordValues = { password: string; password_confirmation: string };

/** /change-password: a new password for the signed-in owner (SPEC.md §2, §8). */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const change = useMutation({
    mutationFn: (values: PasswordValues) =>
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
        <Form<PasswordValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => change.mutate(values)}
        >
          <Form.Item
            name="password"
            label={t('settings:password.newPassword')}
            required
            validateFirst
            rules={[
              { required: true, message: t('messages:validation.newPasswordRequired') },
              zodRule(passwordChangeSchema.shape.password, t),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="password_confirmation"
            label={t('settings:password.verifyPassword')}
            required
            validateFirst
            dependencies={['password']}
            rules={[
              { required: true, message: t('messages:validation.verifyPasswordRequired') },
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string) => {
                  if (value !== getFieldValue('password')) {
                    throw new Error(t('app:validation.passwordsDontMatch'));
                  }
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
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
