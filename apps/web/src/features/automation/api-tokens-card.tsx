import { API_TOKEN_SCOPES, type ApiTokenScope, type CreatedApiToken } from '@podpie/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, List, Popconfirm, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { automationCalls } from '../../api/automation-calls.ts';
import { projectCalls } from '../../api/project-calls.ts';
import { notify } from '../notifications/index.ts';
import '../../shared/texts/settings.ts';

const tokensKey = ['api-tokens'] as const;
type TokenValues = { name: string; scope: ApiTokenScope; project_id: number | 0 };

/** Account settings: personal API tokens, created (shown once, with a copy button), revoked. */
export function ApiTokensCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TokenValues>();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [copied, setCopied] = useState(false);
  const tokens = useQuery({ queryKey: tokensKey, queryFn: automationCalls.tokens });
  const projects = useQuery({ queryKey: ['api-tokens', 'projects'], queryFn: projectCalls.list });
  const failed = () => notify({ type: 'error', message: { key: 'settings:tokens.failed' } });
  const create = useMutation({
    mutationFn: (values: TokenValues) =>
      automationCalls.createToken({
        name: values.name,
        scope: values.scope,
        project_id: values.project_id || null,
      }),
    onSuccess: (token) => {
      setCreated(token);
      setCopied(false);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: tokensKey });
    },
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: automationCalls.revokeToken,
    onSuccess: () => {
      notify({ type: 'success', message: { key: 'settings:tokens.revoked' } });
      void queryClient.invalidateQueries({ queryKey: tokensKey });
    },
    onError: failed,
  });
  const projectOptions = [
    { value: 0, label: t('settings:tokens.allProjects') },
    ...(projects.data ?? []).map((project) => ({
      value: project.id,
      label: project.title ?? project.slug,
    })),
  ];

  return (
    <Card title={t('settings:tokens.title')} className="api-tokens">
      <Typography.Paragraph type="secondary">{t('settings:tokens.help')}</Typography.Paragraph>
      <Form<TokenValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ scope: 'read', project_id: 0 }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item
          name="name"
          label={t('settings:tokens.name')}
          rules={[{ required: true, whitespace: true, message: t('settings:tokens.name') }]}
        >
          <Input placeholder={t('settings:tokens.namePlaceholder')} maxLength={80} />
        </Form.Item>
        <Form.Item name="scope" label={t('settings:tokens.scope')}>
          <Select
            options={API_TOKEN_SCOPES.map((scope) => ({
              value: scope,
              label: t(
                scope === 'read' ? 'settings:tokens.scopeRead' : 'settings:tokens.scopeWrite',
              ),
            }))}
          />
        </Form.Item>
        <Form.Item name="project_id" label={t('settings:tokens.project')}>
          <Select options={projectOptions} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('settings:tokens.create')}
        </Button>
      </Form>
      {created ? (
        <Alert
          className="token-once"
          type="success"
          message={t('settings:tokens.shownOnce')}
          description={
            <div className="token-once-row">
              <code data-testid="new-token">{created.token}</code>
              <Button
                onClick={() => {
                  void navigator.clipboard.writeText(created.token).then(() => setCopied(true));
                }}
              >
                {copied ? t('settings:tokens.copied') : t('settings:tokens.copy')}
              </Button>
            </div>
          }
        />
      ) : null}
      <List
        className="token-list"
        loading={tokens.isLoading}
        dataSource={tokens.data ?? []}
        locale={{ emptyText: t('settings:tokens.none') }}
        renderItem={(token) => (
          <List.Item
            actions={[
              <Popconfirm
                key="revoke"
                title={t('settings:tokens.revokeConfirm', { name: token.name })}
                onConfirm={() => revoke.mutate(token.id)}
              >
                <Button danger>{t('settings:tokens.revoke')}</Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={token.name}
              description={`${t(token.scope === 'read' ? 'settings:tokens.scopeRead' : 'settings:tokens.scopeWrite')} · ${
                token.last_used_at
                  ? t('settings:tokens.lastUsed', {
                      date: dayjs(token.last_used_at).format('YYYY-MM-DD HH:mm'),
                    })
                  : t('settings:tokens.neverUsed')
              }`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
