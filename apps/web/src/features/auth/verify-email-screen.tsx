import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { authCalls } from '../../api/instance.ts';
import { useSession } from '../../shared/session.tsx';
import { AuthLayout } from './auth-layout.tsx';

/**
 * /verify-email?token=...: the link of a verification e-mail (issue 33). Opened once on arrival;
 * a query, not a mutation, so drawing the screen twice still spends the one-time token once.
 */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const session = useSession();
  const verified = useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => authCalls.verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  // A signed-in owner's banner goes at once; the address may be a new one they moved to.
  const email = verified.data;
  const { user, signedIn } = session;
  useEffect(() => {
    if (email && user && (!user.email_verified || user.email !== email)) {
      signedIn({ ...user, email, uid: email, email_verified: true });
    }
  }, [email, user, signedIn]);

  const refused = verified.error instanceof ApiError && verified.error.status === 422;
  return (
    <AuthLayout title={t('app:verify.title')}>
      <div className="auth-result">
        {!token ? (
          <Alert type="error" showIcon role="alert" title={t('app:verify.missingToken')} />
        ) : verified.isPending ? (
          <Spin tip={t('app:verify.checking')}>
            <div className="verify-email-wait" />
          </Spin>
        ) : email ? (
          <Alert type="success" showIcon role="status" title={t('app:verify.done', { email })} />
        ) : (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t(refused ? 'app:verify.linkInvalid' : 'messages:error')}
          />
        )}
        {!verified.isPending || !token ? (
          <p className="auth-switch">
            <Link to={session.status === 'signed-in' ? '/dashboard' : '/signin'}>
              {t(
                session.status === 'signed-in'
                  ? 'app:verify.toDashboard'
                  : 'auth:forgot.backToSignIn',
              )}
            </Link>
          </p>
        ) : null}
      </div>
    </AuthLayout>
  );
}
