import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { authCalls } from '../../api/instance.ts';
import { NewPasswordFields, type NewPasswordValues } from '../../shared/new-password-fields.tsx';
import { notify, serverMessage } from '../notifications/index.ts';
import { AuthLayout } from './auth-layout.tsx';

/** /reset-password?token=...: the new-password form the reset e-mail links to. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useMutation({
    mutationFn: (values: NewPasswordValues) => authCalls.resetPassword({ ...values, token }),
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
        <Form<NewPasswordValues>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => reset.mutate(values)}
        >
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            {t('auth:reset.submit')}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
