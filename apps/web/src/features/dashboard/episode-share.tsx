import { DownOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectCalls } from '../../api/project-calls.ts';
import { projectKeys } from '../../api/query-keys.ts';
import { episodeLabel } from './episode-qr.tsx';
import { copyToClipboard } from './short-link.tsx';
import '../../shared/texts/dashboard.ts';

/** Episodes offered on the card: the newest few; the QR settings list them all. */
const RECENT = 8;

/**
 * "Share an episode" under the card's address: a menu of the page's newest episodes, each
 * copying the address of its own page. The episodes are asked for when the menu first opens.
 */
export function EpisodeShare(props: { projectId: number }) {
  const { projectId } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const episodes = useQuery({
    queryKey: projectKeys.episodes(projectId),
    queryFn: () => projectCalls.episodes(projectId),
    enabled: open,
  });
  const list = episodes.data?.slice(0, RECENT) ?? [];
  const notice = (key: string, label: string) => ({ key, label, disabled: true });
  const items: MenuProps['items'] = episodes.isError
    ? [notice('failed', t('dashboard:qrSettings.episodesFailed'))]
    : episodes.isPending
      ? [notice('loading', t('dashboard:card.shareEpisodeLoading'))]
      : list.length === 0
        ? [notice('none', t('dashboard:qrSettings.noEpisodes'))]
        : [
            {
              type: 'group',
              label: t('dashboard:card.shareEpisodeHint'),
              children: list.map((one) => ({ key: one.key, label: episodeLabel(one) })),
            },
          ];

  return (
    <div className="episode-share">
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        trigger={['click']}
        menu={{
          items,
          className: 'episode-share-menu',
          onClick: ({ key }) => {
            const episode = list.find((one) => one.key === key);
            if (episode) void copyToClipboard(episode.url);
            setOpen(false);
          },
        }}
      >
        <Button size="small" icon={<ShareAltOutlined aria-hidden />}>
          {t('dashboard:card.shareEpisode')}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    </div>
  );
}
