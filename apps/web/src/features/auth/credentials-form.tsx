import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '../../shared/zod-rule.ts';

type FieldName = 'email' | 'password';
export type Credentials = Record<FieldName, string>;

// The core schemas (and zod with them) load with the screen's first check, not with the screen:
// they are not needed to draw the form.
const loadSchemas = () => import('./credential-schemas.ts');

/**
 * The e-mail and password form of /signin and /signup, checked field by field with the core
 * schemas. Deliberately plain HTML controls rather than antd Form and Input: the form store, its
 * async validator and label tooltips, and Input's bundled Search, OTP and Button would add about
 * 60 KB gzipped to the first screen every visitor loads (budget: 250 KB for /signin).
 */
export function CredentialsForm(props: {
  mode: 'sign-in' | 'sign-up';
  submitting: boolean;
  onSubmit(values: Credentials): void;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const texts = props.mode === 'sign-in' ? 'auth:signIn' : 'auth:signUp';
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [showPassword, setShowPassword] = useState(false);

  const check = async (name: FieldName, value: string) => {
    const { CREDENTIAL_SCHEMAS } = await loadSchemas();
    const result = CREDENTIAL_SCHEMAS[props.mode].shape[name].safeParse(value);
    return result.success ? undefined : translateIssue(t, result.error.issues[0]?.message ?? '');
  };
  // Checks finish in the order they start (one cached import), so the last one shown is the latest.
  const recheck = (name: FieldName, value: string) =>
    void check(name, value).then((error) =>
      setErrors((current) => ({ ...current, [name]: error })),
    );
  const update = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // An error goes away as soon as the value is fixed, but a new one waits for blur or submit.
    if (errors[name]) recheck(name, value);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: await check('email', values.email),
      password: await check('password', values.password),
    };
    setErrors(found);
    if (found.email || found.password) {
      document.getElementById(`${id}-${found.email ? 'email' : 'password'}`)?.focus();
      return;
    }
    props.onSubmit(values);
  };

  const field = (name: FieldName, icon: ReactNode, input: ReactNode, after?: ReactNode) => {
    const error = errors[name];
    return (
      <div className={error ? 'form-field has-error' : 'form-field'}>
        <label htmlFor={`${id}-${name}`}>{t(`${texts}.${name}`)}</label>
        <div className="text-input">
          {icon}
          {input}
          {after}
        </div>
        <div className="form-field-error" id={`${id}-${name}-error`} role="alert">
          {error}
        </div>
      </div>
    );
  };
  const inputProps = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    required: true,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.target.value),
    onBlur: () => recheck(name, values[name]),
  });

  return (
    // POST: the form is drawn before the app arrives, and submitted then it must never put the
    // password into an address (a GET would), where history and logs keep it.
    <form method="post" noValidate onSubmit={(event) => void submit(event)}>
      {field(
        'email',
        <MailOutlined aria-hidden />,
        <input
          {...inputProps('email')}
          type="email"
          autoComplete="email"
          placeholder={t('auth:placeholders.email')}
        />,
      )}
      {field(
        'password',
        <LockOutlined aria-hidden />,
        <input
          {...inputProps('password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete={props.mode === 'sign-in' ? 'current-password' : 'new-password'}
          placeholder={t('auth:placeholders.password')}
        />,
        <button
          type="button"
          className="text-input-toggle"
          aria-pressed={showPassword}
          aria-label={t('app:auth.showPassword')}
          onClick={() => setShowPassword((shown) => !shown)}
        >
          {showPassword ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
        </button>,
      )}
      <button
        type="submit"
        className="auth-submit"
        disabled={props.submitting}
        aria-busy={props.submitting}
      >
        {props.submitting && <span className="busy-dot" aria-hidden />}
        {t(`${texts}.submit`)}
      </button>
      {props.footer}
    </form>
  );
}
