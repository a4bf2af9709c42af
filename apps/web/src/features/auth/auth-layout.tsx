import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shared/language-switch.tsx';
import coverUrl from './cover.svg';

/** The auth screens' frame: the form on one side, the cover image beside it (SPEC.md §2). */
export function AuthLayout(props: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-layout">
      <img className="auth-cover" src={coverUrl} alt={t('auth:signIn.coverAlt')} />
      <main className="auth-panel" id="main">
        <div className="auth-topbar">
          <span className="brand">{t('common:appName')}</span>
          <LanguageSwitch />
        </div>
        <div className="auth-form">
          <h1 className="auth-title">{props.title}</h1>
          <p className="auth-tagline">{t('common:tagline')}</p>
          {props.children}
        </div>
      </main>
    </div>
  );
}
