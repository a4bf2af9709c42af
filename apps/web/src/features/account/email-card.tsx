import { emailChangeBody } from '@podpie/core';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/instance.ts';
import { useSession } from '../../shared/session.tsx';
import { notify, serverMessage } from '../notifications/index.ts';

type EmailChangeValues = { email: string; current_password: string };

/**
 * The account's address (issue 33): whether it is verified, and moving to a new one. The move
 * needs the current password and happens only once the link mailed to the new address is opened.
 */
export function EmailCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form] = Form.useForm<EmailChangeValues>();
  const change = useMutation({
    mutationFn: (values: EmailChangeValues) =>
      api.put('/auth/email', emailChangeBody.parse(values)),
    onSuccess: () => form.resetFields(['current_password']),
    onError: (error) =>
      notify({
        type: 'error',
        message: { key: 'messages:error' },
        description: serverMessage(error, { key: 'messages:error' }),
      }),
  });
  if (!user) return null;
  const asked = change.isSuccess ? change.variables.email : null;
  return (
    <Card
      title={
        <Typography.Title level={2} id="email-title" className="security-card-title">
          {t('app:verify.cardTitle')}
        </Typography.Title>
      }
      aria-labelledby="email-title"
      className="security-card"
    >
      <Typography.Paragraph>
        {t('app:verify.current', { email: user.email })}{' '}
        {user.email_verified ? (
          <Tag color="green">{t('app:verify.verifiedTag')}</Tag>
        ) : (
          <Tag>{t('app:verify.unverifiedTag')}</Tag>
        )}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('app:verify.changeIntro')}</Typography.Paragraph>
      {asked ? (
        <Alert
          className="email-change-sent"
          type="success"
          showIcon
          role="status"
          title={t('app:verify.changeRequested', { email: asked, current: user.email })}
        />
      ) : null}
      <Form<EmailChangeValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => change.mutate(values)}
      >
        <Form.Item
          name="email"
          label={t('app:verify.newEmail')}
          rules={[{ required: true, type: 'email', message: t('app:validation.invalidEmail') }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="current_password"
          label={t('app:password.current')}
          rules={[{ required: true, message: t('app:password.currentRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('app:verify.changeSubmit')}
        </Button>
      </Form>
    </Card>
  );
}
