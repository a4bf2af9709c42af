import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { TwoStepForm } from './two-step-form.tsx';
import {
  type SignInValues,
  usedInviteEmail,
  useInviteLogin,
  usePasskeySignIn,
  useSignIn,
} from './use-auth-actions.ts';

/** "Sign in with a passkey", where the browser can: any passkey of this site, no e-mail typed. */
function PasskeyButton() {
  const { t } = useTranslation();
  const passkey = usePasskeySignIn();
  // The prerendered screen (no window) keeps its place, so the app taking over moves nothing.
  if (typeof window !== 'undefined' && !('PublicKeyCredential' in window)) return null;
  return (
    <div className="auth-passkey">
      <p className="auth-or">{t('auth:passkey.or')}</p>
      <button
        type="button"
        className="auth-secondary"
        disabled={passkey.isPending}
        aria-busy={passkey.isPending}
        onClick={() => passkey.mutate()}
      >
        {passkey.isPending && <span className="busy-dot" aria-hidden />}
        {t('auth:passkey.signIn')}
      </button>
    </div>
  );
}

/** /signin and /: the sign-in form, or the invite link's automatic login. */
export function SignInScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const username = params.get('username');
  const passcode = params.get('passcode');
  // Set when the password was right and two-step codes are on: the code step shows.
  const [awaitingCode, setAwaitingCode] = useState<SignInValues | null>(null);
  const signIn = useSignIn({ onCodeNeeded: setAwaitingCode });
  const invite = useInviteLogin();
  const started = useRef(false);
  const isInvite = Boolean(username && passcode);
  const usedInvite = usedInviteEmail(useLocation().state);

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
        <>
          {usedInvite !== null ? (
            <div className="auth-notice" role="status">
              <strong>{t('app:inviteUsed.title')}</strong>
              <p>
                {t('app:inviteUsed.body')}{' '}
                <Link to="/forgot-password" state={{ email: usedInvite }}>
                  {t('auth:forgot.link')}
                </Link>
              </p>
            </div>
          ) : null}
          {awaitingCode ? (
            <TwoStepForm
              submitting={signIn.isPending}
              onSubmit={(code) => signIn.mutate({ ...awaitingCode, otp_code: code })}
              onBack={() => setAwaitingCode(null)}
            />
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
                  <PasskeyButton />
                  <p className="auth-switch">
                    {t('auth:signIn.noAccount')}{' '}
                    <Link to="/signup">{t('auth:signIn.toSignUp')}</Link>
                  </p>
                </>
              }
            />
          )}
        </>
      )}
    </AuthLayout>
  );
}
