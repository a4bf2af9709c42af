import type { DomainView } from '@podpie/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Popconfirm, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { domainCalls } from '../../api/domain-calls.ts';
import { projectKeys } from '../../api/query-keys.ts';
import { translateIssue } from '../../shared/zod-rule.ts';
import { DomainStateTag } from './domain-state-tag.tsx';
import { useDomain } from './use-domain.ts';
import '../../shared/texts/domains.ts';

/** A record's value with a button that copies it, so the owner pastes it exactly. */
function CopyValue(props: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <span className="domain-record-value">
      <code>{props.value}</code>
      <Button
        size="small"
        aria-label={`${t('domains:copy')}: ${props.label}`}
        onClick={() => {
          void navigator.clipboard?.writeText(props.value).then(() => setCopied(true));
        }}
      >
        {copied ? t('domains:copied') : t('domains:copy')}
      </Button>
    </span>
  );
}

function DomainDetails(props: { projectId: number; domain: DomainView; targetHost: string }) {
  const { projectId, domain } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = projectKeys.domain(projectId);
  const store = (view: DomainView | null) => queryClient.setQueryData(key, view);
  const check = useMutation({ mutationFn: () => domainCalls.check(projectId), onSuccess: store });
  const primary = useMutation({
    mutationFn: (value: boolean) => domainCalls.connect(projectId, domain.domain, value),
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: () => domainCalls.remove(projectId),
    onSuccess: () => store(null),
  });
  const txt = domain.records.find((record) => record.type === 'TXT');
  return (
    <div className="domain-details">
      <div className="domain-heading">
        <a href={domain.url} target="_blank" rel="noreferrer" className="domain-address">
          {domain.domain}
        </a>
        <DomainStateTag state={domain.state} />
      </div>
      {domain.reason ? (
        <Alert
          className="domain-reason"
          type={domain.state === 'failing' ? 'error' : 'info'}
          showIcon
          title={t(`domains:reason.${domain.reason}`, {
            target: props.targetHost,
            name: txt?.name ?? '',
          })}
        />
      ) : null}
      <Typography.Title level={5} className="domain-records-title">
        {t('domains:records')}
      </Typography.Title>
      <table className="domain-records">
        <thead>
          <tr>
            <th>{t('domains:recordType')}</th>
            <th>{t('domains:recordName')}</th>
            <th>{t('domains:recordValue')}</th>
          </tr>
        </thead>
        <tbody>
          {domain.records.map((record) => (
            <tr key={`${record.type}:${record.name}:${record.value}`}>
              <td>{record.type}</td>
              <td>
                <CopyValue
                  value={record.name}
                  label={`${record.type} ${t('domains:recordName')}`}
                />
              </td>
              <td>
                <CopyValue
                  value={record.value}
                  label={`${record.type} ${t('domains:recordValue')}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Typography.Paragraph type="secondary">{t('domains:apexHint')}</Typography.Paragraph>
      {domain.checked_at ? (
        <Typography.Paragraph type="secondary">
          {t('domains:checkedAt', { time: dayjs(domain.checked_at).format('MM/DD/YYYY HH:mm') })}
        </Typography.Paragraph>
      ) : null}
      {domain.expires_at ? (
        <Typography.Paragraph type="secondary">
          {t('domains:expiresAt', { time: dayjs(domain.expires_at).format('MM/DD/YYYY HH:mm') })}
        </Typography.Paragraph>
      ) : null}
      <div className="domain-primary">
        <Switch
          id={`domain-primary-${projectId}`}
          checked={domain.primary}
          loading={primary.isPending}
          onChange={(value) => primary.mutate(value)}
        />{' '}
        <label htmlFor={`domain-primary-${projectId}`}>{t('domains:primary')}</label>
      </div>
      <Typography.Paragraph type="secondary">{t('domains:primaryHelp')}</Typography.Paragraph>
      <div className="button-row">
        <Button type="primary" loading={check.isPending} onClick={() => check.mutate()}>
          {t('domains:checkNow')}
        </Button>
        <Popconfirm
          title={t('domains:removeConfirm', { domain: domain.domain })}
          okText={t('domains:remove')}
          cancelText={t('common:actions.cancel')}
          onConfirm={() => remove.mutate()}
        >
          <Button danger loading={remove.isPending}>
            {t('domains:remove')}
          </Button>
        </Popconfirm>
      </div>
    </div>
  );
}

/** The project settings' "Your own domain" card: connect, records to copy, check, primary, remove. */
export function OwnDomainCard(props: { projectId: number }) {
  const { projectId } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const domain = useDomain(projectId);
  const [form] = Form.useForm<{ domain: string }>();
  const connect = useMutation({
    mutationFn: (value: string) => domainCalls.connect(projectId, value, false),
    onSuccess: (view) => queryClient.setQueryData(projectKeys.domain(projectId), view),
    onError: (error) => {
      const message =
        error instanceof ApiError ? translateIssue(t, error.key ?? error.message) : error.message;
      form.setFields([{ name: 'domain', errors: [message] }]);
    },
  });
  const target = domain.data?.records.find((record) => record.type === 'CNAME')?.value ?? '';
  return (
    <Card title={t('domains:title')} className="settings-own-domain">
      <Typography.Paragraph type="secondary">{t('domains:intro')}</Typography.Paragraph>
      {domain.data ? (
        <DomainDetails projectId={projectId} domain={domain.data} targetHost={target} />
      ) : domain.isSuccess ? (
        <Form form={form} layout="vertical" onFinish={(values) => connect.mutate(values.domain)}>
          <Form.Item
            name="domain"
            label={t('domains:label')}
            rules={[{ required: true, message: t('domains:refused.invalid') }]}
          >
            <Input
              placeholder={t('domains:placeholder')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={connect.isPending}>
            {t('domains:connect')}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
