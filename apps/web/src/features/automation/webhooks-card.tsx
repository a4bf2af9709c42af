import { WEBHOOK_EVENTS, type Webhook, type WebhookEvent } from '@podpie/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  List,
  Popconfirm,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { automationCalls } from '../../api/automation-calls.ts';
import { notify } from '../notifications/index.ts';
import '../../shared/texts/settings.ts';

type HookValues = { url: string; events: WebhookEvent[] };
const hooksKey = (projectId: number) => ['webhooks', projectId] as const;
const STATUS_COLOURS = { pending: 'gold', delivered: 'green', failed: 'red' } as const;

/** One endpoint's delivery log: status, answer code, time, and "Send again". */
function Deliveries(props: { projectId: number; hook: Webhook }) {
  const { projectId, hook } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = [...hooksKey(projectId), hook.id, 'deliveries'] as const;
  const deliveries = useQuery({
    queryKey: key,
    queryFn: () => automationCalls.deliveries(projectId, hook.id),
    // Pending deliveries settle within seconds: the log follows them.
    refetchInterval: 3_000,
  });
  const again = useMutation({
    mutationFn: (deliveryId: number) => automationCalls.redeliver(projectId, hook.id, deliveryId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
    onError: () => notify({ type: 'error', message: { key: 'settings:webhooks.failed' } }),
  });
  return (
    <List
      size="small"
      className="webhook-deliveries"
      header={t('settings:webhooks.deliveries')}
      dataSource={deliveries.data ?? []}
      locale={{ emptyText: t('settings:webhooks.noDeliveries') }}
      renderItem={(delivery) => (
        <List.Item
          actions={[
            <Button key="again" size="small" onClick={() => again.mutate(delivery.id)}>
              {t('settings:webhooks.sendAgain')}
            </Button>,
          ]}
        >
          <span className="delivery-line">
            <Tag color={STATUS_COLOURS[delivery.status]}>
              {t(`settings:webhooks.status.${delivery.status}`)}
            </Tag>
            <code>{delivery.event}</code>{' '}
            {delivery.response_status === null
              ? t('settings:webhooks.noAnswer')
              : t('settings:webhooks.answer', { code: delivery.response_status })}{' '}
            · {dayjs(delivery.last_attempt_at ?? delivery.created_at).format('YYYY-MM-DD HH:mm:ss')}
          </span>
        </List.Item>
      )}
    />
  );
}

/** Project settings: the page's webhook endpoints, their one-time secrets and delivery logs. */
export function WebhooksCard(props: { projectId: number }) {
  const { projectId } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<HookValues>();
  const [secret, setSecret] = useState<string | null>(null);
  const hooks = useQuery({
    queryKey: hooksKey(projectId),
    queryFn: () => automationCalls.webhooks(projectId),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: hooksKey(projectId) });
  const failed = (error: unknown) =>
    notify({
      type: 'error',
      message:
        error instanceof Error && error.message
          ? { text: error.message }
          : { key: 'settings:webhooks.failed' },
    });
  const add = useMutation({
    mutationFn: (values: HookValues) => automationCalls.addWebhook(projectId, values),
    onSuccess: (created) => {
      setSecret(created.secret);
      form.resetFields();
      refresh();
    },
    onError: failed,
  });
  const rotate = useMutation({
    mutationFn: (hookId: number) => automationCalls.rotateSecret(projectId, hookId),
    onSuccess: (rotated) => setSecret(rotated.secret),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (hookId: number) => automationCalls.removeWebhook(projectId, hookId),
    onSuccess: refresh,
    onError: failed,
  });

  return (
    <Card title={t('settings:webhooks.title')} className="webhooks">
      <Typography.Paragraph type="secondary">{t('settings:webhooks.help')}</Typography.Paragraph>
      <Form<HookValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ events: ['page.published'] }}
        onFinish={(values) => add.mutate(values)}
      >
        <Form.Item
          name="url"
          label={t('settings:webhooks.url')}
          rules={[{ required: true, whitespace: true, message: t('settings:webhooks.url') }]}
        >
          <Input placeholder={t('settings:webhooks.urlPlaceholder')} inputMode="url" />
        </Form.Item>
        <Form.Item name="events" label={t('settings:webhooks.events')}>
          <Checkbox.Group
            options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: event }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('settings:webhooks.add')}
        </Button>
      </Form>
      {secret ? (
        <Alert
          className="token-once"
          type="success"
          message={t('settings:webhooks.secretOnce')}
          description={<code data-testid="webhook-secret">{secret}</code>}
        />
      ) : null}
      <List
        className="webhook-list"
        dataSource={hooks.data ?? []}
        loading={hooks.isLoading}
        locale={{ emptyText: t('settings:webhooks.none') }}
        renderItem={(hook) => (
          <List.Item className="webhook-item">
            <div className="webhook-head">
              <code className="webhook-url">{hook.url}</code>
              <Tag color={hook.enabled ? 'green' : 'red'}>
                {t(hook.enabled ? 'settings:webhooks.on' : 'settings:webhooks.off')}
              </Tag>
              <span>{hook.events.join(', ')}</span>
              <span className="button-row">
                <Button size="small" onClick={() => rotate.mutate(hook.id)}>
                  {t('settings:webhooks.rotate')}
                </Button>
                <Popconfirm
                  title={t('settings:webhooks.removeConfirm', { url: hook.url })}
                  onConfirm={() => remove.mutate(hook.id)}
                >
                  <Button size="small" danger>
                    {t('settings:webhooks.remove')}
                  </Button>
                </Popconfirm>
              </span>
            </div>
            <Deliveries projectId={projectId} hook={hook} />
          </List.Item>
        )}
      />
    </Card>
  );
}
