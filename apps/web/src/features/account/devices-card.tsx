import {
  DesktopOutlined,
  MobileOutlined,
  QuestionOutlined,
  TabletOutlined,
} from '@ant-design/icons';
import type { Device } from '@podpie/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notify, serverMessage } from '../notifications/index.ts';
import { securityCalls, securityKeys } from './security-api.ts';
import '../../shared/texts/settings.ts';

const WHEN = 'MM/DD/YYYY HH:mm';
const ICONS = {
  desktop: DesktopOutlined,
  phone: MobileOutlined,
  tablet: TabletOutlined,
  other: QuestionOutlined,
} as const;

function DeviceRow(props: { device: Device; onSignOut(): void; busy: boolean }) {
  const { device } = props;
  const { t } = useTranslation();
  const Icon = ICONS[device.client];
  const name = [device.browser ?? t('settings:security.devices.unknown'), device.system]
    .filter(Boolean)
    .join(', ');
  return (
    <li className="security-row" data-testid="device">
      <Icon aria-hidden className="security-row-icon" />
      <div className="security-row-text">
        <strong>
          {name}{' '}
          <span className="security-row-kind">
            ({t(`settings:security.devices.kinds.${device.client}`)})
          </span>
        </strong>
        <span className="security-row-meta">
          {t('settings:security.devices.firstSeen', {
            date: dayjs(device.first_seen).format(WHEN),
          })}
          ,{' '}
          {t('settings:security.devices.lastSeen', { date: dayjs(device.last_seen).format(WHEN) })}
        </span>
      </div>
      <div className="security-row-actions">
        {device.current ? (
          <Tag color="green">{t('settings:security.devices.thisDevice')}</Tag>
        ) : (
          <Button
            onClick={props.onSignOut}
            loading={props.busy}
            aria-label={`${t('settings:security.devices.signOut')}: ${name}`}
          >
            {t('settings:security.devices.signOut')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The signed-in devices, each with Sign out, and Sign out everywhere else. */
export function DevicesCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const devices = useQuery({ queryKey: securityKeys.devices, queryFn: securityCalls.devices });
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.devices });
  const failed = (error: unknown) =>
    notify({ type: 'error', message: serverMessage(error, { key: 'messages:error' }) });
  const signOut = useMutation({
    mutationFn: securityCalls.signOutDevice,
    onSuccess: () => {
      notify({ type: 'success', message: { key: 'settings:security.devices.signedOut' } });
      void refresh();
    },
    onError: failed,
  });
  const signOutOthers = useMutation({
    mutationFn: securityCalls.signOutOthers,
    onSuccess: () => {
      notify({ type: 'success', message: { key: 'settings:security.devices.signedOutOthers' } });
      void refresh();
    },
    onError: failed,
  });
  const list = devices.data ?? [];
  return (
    <Card
      title={
        <Typography.Title level={2} id="devices-title" className="security-card-title">
          {t('settings:security.devices.title')}
        </Typography.Title>
      }
      aria-labelledby="devices-title"
      className="security-card"
      loading={devices.isPending}
    >
      <ul className="security-list" aria-labelledby="devices-title">
        {list.map((device) => (
          <DeviceRow
            key={device.id}
            device={device}
            busy={signOut.isPending && signOut.variables === device.id}
            onSignOut={() => signOut.mutate(device.id)}
          />
        ))}
      </ul>
      {list.some((device) => !device.current) ? (
        <Button danger onClick={() => signOutOthers.mutate()} loading={signOutOthers.isPending}>
          {t('settings:security.devices.signOutOthers')}
        </Button>
      ) : null}
    </Card>
  );
}
