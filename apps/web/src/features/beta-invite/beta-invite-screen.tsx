import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../shared/language-switch.tsx';

/** /beta-user-invite: how beta invites work, and the way in for someone without one. */
export function BetaInviteScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main id="main" className="centered-page">
      <div className="corner-switch">
        <LanguageSwitch />
      </div>
      <Result
        status="info"
        title={<h1 className="result-title">{t('auth:betaInvite.title')}</h1>}
        subTitle={t('app:betaInvite.intro')}
        extra={[
          <Button key="signup" type="primary" size="large" onClick={() => navigate('/signup')}>
            {t('app:betaInvite.signUp')}
          </Button>,
          <Button key="signin" size="large" onClick={() => navigate('/signin')}>
            {t('app:betaInvite.signIn')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{t('app:betaInvite.howItWorks')}</Typography.Paragraph>
        <Typography.Paragraph>{t('app:betaInvite.noInvite')}</Typography.Paragraph>
      </Result>
    </main>
  );
}
