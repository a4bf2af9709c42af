import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../shared/new-password-fields.tsx';
import { useSession } from '../../shared/session.tsx';
import { securityCalls, securityKeys } from './security-api.ts';
import { type PasswordChangeValues, usePasswordChange } from './use-password-change.ts';
import '../../shared/texts/settings.ts';

/**
 * /change-password: a new password for the signed-in owner (SPEC.md §2, §8), confirmed with the
 * current one, a current code or a passkey (issue 33).
 */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordChangeValues>();
  // An invited owner who has not chosen a password yet has no current one to give.
  const hasPassword = user?.has_password !== false;
  const change = usePasswordChange(() => form.resetFields());
  // With two-step codes on, a current code may stand in for the password (issue 33, point 6).
  const twoFactor = useQuery({
    queryKey: securityKeys.twoFactor,
    queryFn: securityCalls.twoFactorStatus,
    enabled: hasPassword,
  });
  const codesOn = twoFactor.data?.enabled === true;
  // Any of the account's passkeys may stand in for the password too.
  const passkeys = useQuery({
    queryKey: securityKeys.passkeys,
    queryFn: securityCalls.passkeys,
    enabled: hasPassword,
  });
  const hasPasskey = (passkeys.data?.length ?? 0) > 0;
  const byPasskey = change.isPending && change.variables?.withPasskey === true;
  const saveWithPasskey = () => {
    form.validateFields(['password', 'password_confirmation']).then(
      (values) => change.mutate({ ...values, withPasskey: true }),
      () => undefined,
    );
  };

  return (
    <section aria-labelledby="password-title" className="narrow-page">
      <Typography.Title level={1} id="password-title">
        {t('settings:password.title')}
      </Typography.Title>
      <Card>
        <Typography.Paragraph>
          {t('settings:password.account', { email: user?.email ?? '' })}
        </Typography.Paragraph>
        <Form<PasswordChangeValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => change.mutate(values)}
        >
          {hasPassword ? (
            <Form.Item
              name="current_password"
              label={t('app:password.current')}
              required
              dependencies={['otp_code']}
              rules={[
                ({ getFieldValue }) => ({
                  required: !codesOn || !String(getFieldValue('otp_code') ?? '').trim(),
                  message: t('app:password.currentRequired'),
                }),
              ]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          ) : null}
          {hasPassword && codesOn ? (
            <Form.Item name="otp_code" label={t('settings:password.orCode')}>
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={40} />
            </Form.Item>
          ) : null}
          <NewPasswordFields />
          <div className="button-row">
            <Button type="primary" htmlType="submit" loading={change.isPending && !byPasskey}>
              {t('settings:password.save')}
            </Button>
            {hasPassword && hasPasskey ? (
              <Button loading={byPasskey} onClick={saveWithPasskey}>
                {t('settings:password.usePasskey')}
              </Button>
            ) : null}
            <Button onClick={() => navigate('/dashboard')}>{t('settings:password.cancel')}</Button>
          </div>
        </Form>
      </Card>
    </section>
  );
}
