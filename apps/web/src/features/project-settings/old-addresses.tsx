import type { OldSlug } from '@podpie/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { projectCalls } from '../../api/project-calls.ts';
import { projectKeys } from '../../api/query-keys.ts';
import { notify } from '../notifications/index.ts';
import '../../shared/texts/settings.ts';

const oldSlugsKey = (id: number) => [...projectKeys.about(id), 'old_slugs'] as const;
const withoutScheme = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * The addresses the page had before. Each still redirects here and stays this owner's until they
 * free it (or a year passes); freeing one lets anyone take it. Nothing is drawn without any.
 */
export function OldAddresses(props: { projectId: number }) {
  const { projectId } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const oldSlugs = useQuery({
    queryKey: oldSlugsKey(projectId),
    queryFn: () => projectCalls.oldSlugs(projectId),
  });
  const free = useMutation({
    mutationFn: (old: OldSlug) => projectCalls.freeOldSlug(projectId, old.slug),
    onSuccess: (left, old) => {
      queryClient.setQueryData(oldSlugsKey(projectId), left);
      notify({
        type: 'success',
        message: {
          key: 'settings:oldAddresses.freed',
          values: { address: withoutScheme(old.short_link) },
        },
      });
    },
    onError: () => notify({ type: 'error', message: { key: 'settings:oldAddresses.failed' } }),
  });

  if (!oldSlugs.data || oldSlugs.data.length === 0) return null;
  return (
    <Card title={t('settings:oldAddresses.title')} className="settings-old-addresses">
      <Typography.Paragraph type="secondary">
        {t('settings:oldAddresses.help')}
      </Typography.Paragraph>
      <ul className="old-addresses">
        {oldSlugs.data.map((old) => {
          const address = withoutScheme(old.short_link);
          return (
            <li key={old.slug} className="old-address">
              <div className="old-address-text">
                <a href={old.short_link} target="_blank" rel="noreferrer">
                  {address}
                </a>
                <Typography.Text type="secondary">
                  {t('settings:oldAddresses.until', {
                    date: dayjs(old.reserved_until).format('MM/DD/YYYY'),
                  })}
                </Typography.Text>
              </div>
              <Popconfirm
                title={t('settings:oldAddresses.confirm', { address })}
                okText={t('settings:oldAddresses.free')}
                cancelText={t('common:actions.cancel')}
                onConfirm={() => free.mutate(old)}
              >
                <Button
                  danger
                  aria-label={t('settings:oldAddresses.freeLabel', { address })}
                  loading={free.isPending && free.variables?.slug === old.slug}
                >
                  {t('settings:oldAddresses.free')}
                </Button>
              </Popconfirm>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
