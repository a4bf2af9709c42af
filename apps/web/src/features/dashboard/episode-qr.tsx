import { DownloadOutlined } from '@ant-design/icons';
import type { ProjectEpisode } from '@podpie/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectCalls } from '../../api/project-calls.ts';
import { projectKeys } from '../../api/query-keys.ts';
import { ShortLink } from './short-link.tsx';
import '../../shared/texts/dashboard.ts';

/** An episode's name in the list: two episodes may share a title, never a title and a day. */
export function episodeLabel(episode: Pick<ProjectEpisode, 'title' | 'published_at'>): string {
  const day = episode.published_at ? dayjs(episode.published_at) : null;
  return day?.isValid() ? `${episode.title} · ${day.format('MM/DD/YYYY')}` : episode.title;
}

/**
 * One of the page's newest episodes to share: its page's address with a copy button and its QR
 * code as the server draws it (the saved QR settings), as PNG or SVG. The newest is chosen first.
 */
export function EpisodeQr(props: { projectId: number }) {
  const { projectId } = props;
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const episodes = useQuery({
    queryKey: projectKeys.episodes(projectId),
    queryFn: () => projectCalls.episodes(projectId),
  });
  const selectId = `qr-${projectId}-episode`;

  if (episodes.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (episodes.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('dashboard:qrSettings.episodesFailed')}
        action={
          <Button size="small" onClick={() => void episodes.refetch()}>
            {t('dashboard:qrSettings.retry')}
          </Button>
        }
      />
    );
  }
  const list = episodes.data;
  const episode = list.find((one) => one.key === chosen) ?? list[0];
  if (!episode) return <Empty description={t('dashboard:qrSettings.noEpisodes')} />;

  return (
    <div className="episode-qr">
      <label htmlFor={selectId} className="episode-qr-label">
        {t('dashboard:qrSettings.episode')}
      </label>
      <Select
        id={selectId}
        className="episode-qr-select"
        value={episode.key}
        onChange={setChosen}
        showSearch={{ optionFilterProp: 'label' }}
        options={list.map((one) => ({ value: one.key, label: episodeLabel(one) }))}
      />
      <ShortLink
        url={episode.url}
        label={t('dashboard:qrSettings.episodeAddress')}
        copyLabel={t('dashboard:qrSettings.copyEpisodeLink')}
      />
      <figure className="qr-preview">
        <img
          className="episode-qr-code"
          src={episode.qr_png}
          alt={t('common:qr.alt', { url: episode.url })}
          width={200}
          height={200}
        />
        <figcaption>
          <Typography.Text type="secondary">
            {t('dashboard:qrSettings.episodeHint')}
          </Typography.Text>
        </figcaption>
      </figure>
      <div className="button-row">
        <Button
          icon={<DownloadOutlined aria-hidden />}
          href={episode.qr_png}
          download="my-episode-qr-code.png"
        >
          {t('common:qr.download')}
        </Button>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          href={episode.qr_svg}
          download="my-episode-qr-code.svg"
        >
          {t('dashboard:qrSettings.downloadSvg')}
        </Button>
      </div>
    </div>
  );
}
