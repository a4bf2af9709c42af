import { passwordChangeSchema } from '@podpie/core';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { authCalls } from '../../api/instance.ts';
import { zodRule } from '../../app/zod-rule.ts';
import { notify } from '../notifications/notify.ts';
import { serverMessage } from '../notifications/server-message.ts';
import { AuthLayout } from './auth-layout.tsx';

type ResetValues = { password: string; password_confirmation: string };

/** /reset-password?token=...: the new-password form the reset e-mail links to. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useMutation({
    mutationFn: (values: ResetValues) => authCalls.resetPassword({ ...values, token }),
    onSuccess: () => {
      notify({ type: 'success', message: { key: 'auth:reset.done' } });
      navigate('/signin', { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) return;
      notify({
        type: 'error',
        message: { key: 'messages:error' },
        description: serverMessage(error, { key: 'messages:error' }),
      });
    },
  });
  const linkRefused = reset.error instanceof ApiError && reset.error.status === 422;

  return (
    <AuthLayout title={t('auth:reset.headline')}>
      {!token || linkRefused ? (
        <div className="auth-result">
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t(token ? 'auth:reset.invalid' : 'auth:reset.missingToken')}
          />
          <p className="auth-switch">
            <Link to="/forgot-password">{t('auth:reset.askAgain')}</Link>
          </p>
        </div>
      ) : (
        <Form<ResetValues>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => reset.mutate(values)}
        >
          <Form.Item
            name="password"
            label={t('settings:password.newPassword')}
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
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t('auth:reset.submit')}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
