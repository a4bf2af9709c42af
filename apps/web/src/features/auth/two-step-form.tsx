import { SafetyOutlined } from '@ant-design/icons';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The second step of a password sign-in with two-step codes on: a code of the authenticator app
 * or a recovery code. Plain HTML like the credentials form, for the same bundle reason.
 */
export function TwoStepForm(props: {
  submitting: boolean;
  onSubmit(code: string): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) props.onSubmit(code.trim());
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="two-step-title">
        {t('auth:twoStep.title')}
      </h2>
      <p>{t('auth:twoStep.intro')}</p>
      <div className="form-field">
        <label htmlFor={`${id}-code`}>{t('auth:twoStep.code')}</label>
        <div className="text-input">
          <SafetyOutlined aria-hidden />
          <input
            id={`${id}-code`}
            name="otp_code"
            value={code}
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={40}
            // The field is the only thing on this step: the owner types at once.
            // biome-ignore lint/a11y/noAutofocus: the screen changed to this one field
            autoFocus
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
      </div>
      <button
        type="submit"
        className="auth-submit"
        disabled={props.submitting}
        aria-busy={props.submitting}
      >
        {props.submitting && <span className="busy-dot" aria-hidden />}
        {t('auth:twoStep.submit')}
      </button>
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={props.onBack}>
          {t('auth:twoStep.back')}
        </button>
      </p>
    </form>
  );
}
