import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify, serverMessage } from '../notifications/index.ts';
import { CodeField } from './code-field.tsx';
import { securityCalls, securityKeys } from './security-api.ts';
import '../../shared/texts/settings.ts';

/**
 * Two-step codes while on: a current code (or a recovery code) turns them off or buys ten new
 * recovery codes; one of the account's passkeys may turn them off instead (issue 33).
 */
export function TwoStepOnPanel(props: {
  codesLeft: number;
  onRenewed: (codes: string[]) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [codeForm] = Form.useForm<{ code: string }>();
  const passkeys = useQuery({ queryKey: securityKeys.passkeys, queryFn: securityCalls.passkeys });
  const hasPasskey = (passkeys.data?.length ?? 0) > 0;
  const failed = (error: unknown) =>
    notify({ type: 'error', message: serverMessage(error, { key: 'messages:error' }) });

  const renew = useMutation({
    mutationFn: (values: { code: string }) => securityCalls.renewRecoveryCodes(values.code),
    onSuccess: (recoveryCodes) => {
      codeForm.resetFields();
      props.onRenewed(recoveryCodes);
      props.onChanged();
    },
    onError: failed,
  });
  const disable = useMutation({
    mutationFn: async (proof: { code: string } | 'passkey') =>
      securityCalls.disableTwoFactor(
        proof === 'passkey' ? { passkey: await securityCalls.confirmWithPasskey() } : proof,
      ),
    onSuccess: () => {
      notify({ type: 'success', message: { key: 'settings:security.twoStep.turnedOff' } });
      props.onChanged();
    },
    onError: failed,
  });
  const byPasskey = disable.isPending && disable.variables === 'passkey';

  return (
    <>
      <Typography.Paragraph>
        {t('settings:security.twoStep.on', { count: props.codesLeft })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t(
          hasPasskey
            ? 'settings:security.twoStep.turnOffIntroPasskey'
            : 'settings:security.twoStep.turnOffIntro',
        )}
      </Typography.Paragraph>
      <Form<{ code: string }>
        form={codeForm}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => disable.mutate(values)}
      >
        <CodeField label={t('settings:security.twoStep.code')} />
        <div className="button-row">
          {/* One code, two uses: new recovery codes replace the old ones, all of them. */}
          <Button
            loading={renew.isPending}
            onClick={() => {
              codeForm.validateFields().then(
                (values) => renew.mutate(values),
                () => undefined,
              );
            }}
          >
            {t('settings:security.twoStep.renewCodes')}
          </Button>
          <Button danger htmlType="submit" loading={disable.isPending && !byPasskey}>
            {t('settings:security.twoStep.turnOff')}
          </Button>
          {hasPasskey ? (
            <Button danger loading={byPasskey} onClick={() => disable.mutate('passkey')}>
              {t('settings:security.twoStep.usePasskey')}
            </Button>
          ) : null}
        </div>
      </Form>
    </>
  );
}
