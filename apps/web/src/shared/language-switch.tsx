import { GlobalOutlined } from '@ant-design/icons';
import { isLanguage, LANGUAGES } from '@podpie/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberLanguage } from './language.ts';

/**
 * Picks the interface language; the choice is remembered on this device. A native select: it is
 * on /signin, where every kilobyte counts, and phones give it their own accessible picker.
 */
export function LanguageSwitch(props: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className={['language-switch', props.className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="language-switch-label">
        <GlobalOutlined aria-hidden />
        <span className="visually-hidden">{t('common:language.label')}</span>
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value;
          if (isLanguage(language)) void rememberLanguage(i18n, language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`common:language.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
