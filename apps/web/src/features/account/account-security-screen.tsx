import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DevicesCard } from './devices-card.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { TwoStepCard } from './two-step-card.tsx';
import './account-security.css';

/** /account-security (issue 33): passkeys, two-step codes and the signed-in devices. */
export function AccountSecurityScreen() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="security-title" className="narrow-page account-security">
      <Typography.Title level={1} id="security-title">
        {t('settings:security.title')}
      </Typography.Title>
      <p>
        <Link to="/change-password">{t('settings:security.changePassword')}</Link>
      </p>
      <PasskeysCard />
      <TwoStepCard />
      <DevicesCard />
    </section>
  );
}
