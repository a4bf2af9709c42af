import { signInSchema } from '@podpie/core';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { authCalls } from '../../api/instance.ts';
import { zodRule } from '../../shared/zod-rule.ts';
import { notify, serverMessage } from '../notifications/index.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * /forgot-password: asks for a one-time link to choose a new password. The answer reads the same
 * whether or not the address has an account; it says so when the server cannot send mail.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  // A used invite link's notice passes its address along, so the owner need not type it.
  const state: unknown = useLocation().state;
  const email =
    typeof state === 'object' &&
    state !== null &&
    'email' in state &&
    typeof state.email === 'string'
      ? state.email
      : undefined;
  const ask = useMutation({
    mutationFn: (values: { email: string }) => authCalls.forgotPassword(values.email.trim()),
    onError: (error) =>
      notify({
        type: 'error',
        message: { key: 'messages:error' },
        description: serverMessage(error, { key: 'messages:error' }),
      }),
  });

  return (
    <AuthLayout title={t('auth:forgot.headline')}>
      {ask.data ? (
        <div className="auth-result" role="status">
          <Alert type="success" showIcon title={t('auth:forgot.sent')} />
          {ask.data.mail_configured ? null : (
            <Alert type="warning" showIcon title={t('auth:forgot.notConfigured')} />
          )}
        </div>
      ) : (
        <Form<{ email: string }>
          layout="vertical"
          requiredMark={false}
          initialValues={{ email }}
          onFinish={(values) => ask.mutate(values)}
        >
          <p>{t('auth:forgot.intro')}</p>
          <Form.Item
            name="email"
            label={t('auth:signIn.email')}
            rules={[zodRule(signInSchema.shape.email, t)]}
          >
            <Input type="email" autoComplete="email" placeholder={t('auth:placeholders.email')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={ask.isPending}>
            {t('auth:forgot.submit')}
          </Button>
        </Form>
      )}
      <p className="auth-switch">
        <Link to="/signin">{t('auth:forgot.backToSignIn')}</Link>
      </p>
    </AuthLayout>
  );
}
