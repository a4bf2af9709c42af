import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, serverMessage } from '../notifications/index.ts';
import { CodeField } from './code-field.tsx';
import { securityCalls, securityKeys } from './security-api.ts';
import { TwoStepOnPanel } from './two-step-on-panel.tsx';
import '../../shared/texts/settings.ts';

type Setup = { secret: string; otpauth_url: string };

/** Recovery codes as a text file, one a line. */
function downloadCodes(codes: string[]): void {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'podpie-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Two-step codes: turned on with a QR code (or its secret typed in) and a first code, then ten
 * recovery codes shown once; turned off with a current code or a passkey (two-step-on-panel.tsx).
 */
export function TwoStepCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: securityKeys.twoFactor,
    queryFn: securityCalls.twoFactorStatus,
  });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const failed = (error: unknown) =>
    notify({ type: 'error', message: serverMessage(error, { key: 'messages:error' }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor });

  const start = useMutation({
    mutationFn: securityCalls.startTwoFactor,
    onSuccess: setSetup,
    onError: failed,
  });
  const confirm = useMutation({
    mutationFn: (values: { code: string }) => securityCalls.confirmTwoFactor(values.code),
    onSuccess: (recoveryCodes) => {
      setSetup(null);
      setCodes(recoveryCodes);
      notify({ type: 'success', message: { key: 'settings:security.twoStep.turnedOn' } });
      void refresh();
    },
    onError: failed,
  });
  const title = (
    <Typography.Title level={2} id="two-step-title" className="security-card-title">
      {t('settings:security.twoStep.title')}
    </Typography.Title>
  );

  if (codes) {
    return (
      <Card title={title} role="region" aria-labelledby="two-step-title" className="security-card">
        <Typography.Title level={3}>{t('settings:security.twoStep.codesTitle')}</Typography.Title>
        <Typography.Paragraph>{t('settings:security.twoStep.codesIntro')}</Typography.Paragraph>
        <ul className="recovery-codes" aria-label={t('settings:security.twoStep.codesTitle')}>
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <div className="button-row">
          <Button onClick={() => downloadCodes(codes)}>
            {t('settings:security.twoStep.download')}
          </Button>
          <Button type="primary" onClick={() => setCodes(null)}>
            {t('settings:security.twoStep.done')}
          </Button>
        </div>
      </Card>
    );
  }

  if (setup) {
    return (
      <Card title={title} role="region" aria-labelledby="two-step-title" className="security-card">
        <Typography.Paragraph>{t('settings:security.twoStep.scan')}</Typography.Paragraph>
        <div className="two-step-qr">
          <QRCodeSVG
            value={setup.otpauth_url}
            size={176}
            marginSize={2}
            title={t('settings:security.twoStep.title')}
          />
        </div>
        <Typography.Paragraph>
          {t('settings:security.twoStep.secret')}:{' '}
          <Typography.Text code copyable className="two-step-secret" data-testid="two-step-secret">
            {setup.secret}
          </Typography.Text>
        </Typography.Paragraph>
        <Form<{ code: string }>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => confirm.mutate(values)}
        >
          <CodeField label={t('settings:security.twoStep.code')} />
          <div className="button-row">
            <Button type="primary" htmlType="submit" loading={confirm.isPending}>
              {t('settings:security.twoStep.confirm')}
            </Button>
            <Button onClick={() => setSetup(null)}>{t('settings:security.twoStep.cancel')}</Button>
          </div>
        </Form>
      </Card>
    );
  }

  const enabled = status.data?.enabled === true;
  return (
    <Card
      title={title}
      role="region"
      aria-labelledby="two-step-title"
      className="security-card"
      loading={status.isPending}
    >
      {enabled ? (
        <TwoStepOnPanel
          codesLeft={status.data?.recovery_codes_left ?? 0}
          onRenewed={setCodes}
          onChanged={() => void refresh()}
        />
      ) : (
        <>
          <Typography.Paragraph>{t('settings:security.twoStep.off')}</Typography.Paragraph>
          <Button type="primary" onClick={() => start.mutate()} loading={start.isPending}>
            {t('settings:security.twoStep.start')}
          </Button>
        </>
      )}
    </Card>
  );
}
