import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from './auth-layout.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { useSignUp } from './use-auth-actions.ts';

/** /signup: create an account, then open the dashboard. */
export function SignUpScreen() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  return (
    <AuthLayout title={t('auth:signUp.headline')}>
      <CredentialsForm
        mode="sign-up"
        submitting={signUp.isPending}
        onSubmit={(values) => signUp.mutate(values)}
        footer={
          <p className="auth-switch">
            {t('auth:signUp.haveAccount')} <Link to="/signin">{t('auth:signUp.toSignIn')}</Link>
          </p>
        }
      />
    </AuthLayout>
  );
}
