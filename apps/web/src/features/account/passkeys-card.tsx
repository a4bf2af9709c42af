import type { Passkey } from '@podpie/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReturningPopconfirm } from '../../shared/returning-popconfirm.tsx';
import { notify, serverMessage } from '../notifications/index.ts';
import { securityCalls, securityKeys } from './security-api.ts';
import '../../shared/texts/settings.ts';

const DATE_FORMAT = 'MM/DD/YYYY';

function PasskeyRow(props: { passkey: Passkey }) {
  const { passkey } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.passkeys });
  const failed = (error: unknown) =>
    notify({ type: 'error', message: serverMessage(error, { key: 'messages:error' }) });
  const rename = useMutation({
    mutationFn: (name: string) => securityCalls.renamePasskey(passkey.id, name),
    onSuccess: () => {
      setEditing(null);
      void refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => securityCalls.removePasskey(passkey.id),
    onSuccess: () => void refresh(),
    onError: failed,
  });
  const when = [
    t('settings:security.passkeys.createdOn', {
      date: dayjs(passkey.created_at).format(DATE_FORMAT),
    }),
    passkey.last_used_at
      ? t('settings:security.passkeys.lastUsed', {
          date: dayjs(passkey.last_used_at).format(DATE_FORMAT),
        })
      : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <li className="security-row">
      {editing === null ? (
        <div className="security-row-text">
          <strong>{passkey.name}</strong>
          <span className="security-row-meta">{when}</span>
        </div>
      ) : (
        <form
          className="security-row-text passkey-rename"
          onSubmit={(event) => {
            event.preventDefault();
            if (editing.trim()) rename.mutate(editing.trim());
          }}
        >
          <Input
            aria-label={t('settings:security.passkeys.name')}
            value={editing}
            maxLength={60}
            onChange={(event) => setEditing(event.target.value)}
            autoFocus
          />
          <Button htmlType="submit" type="primary" loading={rename.isPending}>
            {t('settings:security.passkeys.save')}
          </Button>
        </form>
      )}
      <div className="security-row-actions">
        {editing === null ? (
          <Button onClick={() => setEditing(passkey.name)}>
            {t('settings:security.passkeys.rename')}
          </Button>
        ) : null}
        <ReturningPopconfirm
          title={t('settings:security.passkeys.removeConfirm', { name: passkey.name })}
          onConfirm={() => remove.mutate()}
        >
          <Button danger loading={remove.isPending}>
            {t('settings:security.passkeys.remove')}
          </Button>
        </ReturningPopconfirm>
      </div>
    </li>
  );
}

/** Passkeys: added through the browser's own dialog, named, renamed and removed. */
export function PasskeysCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const passkeys = useQuery({ queryKey: securityKeys.passkeys, queryFn: securityCalls.passkeys });
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const add = useMutation({
    mutationFn: securityCalls.addPasskey,
    onSuccess: () => {
      notify({ type: 'success', message: { key: 'settings:security.passkeys.added' } });
      void queryClient.invalidateQueries({ queryKey: securityKeys.passkeys });
    },
    onError: (error) =>
      notify({
        type: 'error',
        message: { key: 'settings:security.passkeys.failed' },
        description: serverMessage(error, { key: 'messages:error' }),
      }),
  });
  const list = passkeys.data ?? [];
  return (
    <Card
      title={
        <Typography.Title level={2} id="passkeys-title" className="security-card-title">
          {t('settings:security.passkeys.title')}
        </Typography.Title>
      }
      aria-labelledby="passkeys-title"
      className="security-card"
      loading={passkeys.isPending}
    >
      <Typography.Paragraph>{t('settings:security.passkeys.intro')}</Typography.Paragraph>
      {list.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t('settings:security.passkeys.none')}
        </Typography.Paragraph>
      ) : (
        <ul className="security-list" aria-labelledby="passkeys-title">
          {list.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {supported ? (
        <Button type="primary" onClick={() => add.mutate()} loading={add.isPending}>
          {t('settings:security.passkeys.add')}
        </Button>
      ) : (
        <Typography.Paragraph type="secondary">
          {t('settings:security.passkeys.unsupported')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
