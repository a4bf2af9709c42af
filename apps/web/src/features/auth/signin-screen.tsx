import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { useInviteLogin, useSignIn } from './use-auth-actions.ts';

/** /signin and /: the sign-in form, or the invite link's automatic login. */
export function SignInScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const username = params.get('username');
  const passcode = params.get('passcode');
  const signIn = useSignIn();
  const invite = useInviteLogin();
  const started = useRef(false);
  const isInvite = Boolean(username && passcode);

  useEffect(() => {
    // Once only: StrictMode runs effects twice in development and a passcode may be single-use.
    if (!username || !passcode || started.current) return;
    started.current = true;
    invite.mutate({ username, passcode });
  }, [username, passcode, invite]);

  return (
    <AuthLayout title={t('auth:signIn.headline')}>
      {isInvite && !invite.isError ? (
        <p className="auth-invite-wait" role="status" aria-live="polite">
          <span className="busy-dot" aria-hidden />
          {t('auth:signIn.signingIn')}
        </p>
      ) : (
        <CredentialsForm
          mode="sign-in"
          submitting={signIn.isPending}
          onSubmit={(values) => signIn.mutate(values)}
          footer={
            <>
              <p className="auth-forgot">
                <Link to="/forgot-password">{t('auth:forgot.link')}</Link>
              </p>
              <p className="auth-switch">
                {t('auth:signIn.noAccount')} <Link to="/signup">{t('auth:signIn.toSignUp')}</Link>
              </p>
            </>
          }
        />
      )}
    </AuthLayout>
  );
}
