import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiTokensCard } from '../automation/index.ts';
import { DevicesCard } from './devices-card.tsx';
import { EmailCard } from './email-card.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { TwoStepCard } from './two-step-card.tsx';
import './account-security.css';
import '../../shared/texts/settings.ts';

/**
 * /account-security (issues 33 and 34): passkeys, two-step codes, the signed-in devices and the
 * personal API tokens, everything that can act as the owner in one place.
 */
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
      <EmailCard />
      <PasskeysCard />
      <TwoStepCard />
      <DevicesCard />
      <ApiTokensCard />
    </section>
  );
}
