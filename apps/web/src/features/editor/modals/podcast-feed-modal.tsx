import {
  FEED_ITEM_COUNT_OPTIONS,
  FEED_LINKS_TO_SOURCE,
  FEED_SUB_TYPES,
  type FeedParseResult,
  feedItemCount,
  feedLinksToEpisodePages,
  feedSubTypeOf,
  isFeedPie,
  type Pie,
} from '@podpie/core';
import { Form, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editor-context.tsx';
import { DisplayOptions } from '../fields/display-options.tsx';
import { LinkInputField } from '../fields/link-input-field.tsx';
import { maxLengthOf } from '../fields/text-limits.ts';
import { TitleField } from '../fields/title-field.tsx';
import { useFetchOnPause } from '../hooks/use-fetch-on-pause.ts';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { newBlockNeedsTitle, useBlockModal } from './use-block-modal.ts';

/** A fetched feed names the block (unless named already) and lends it the show's artwork. */
export function feedDetails(pie: Pie, feed: FeedParseResult): Partial<Pie> {
  const patch: Partial<Pie> = {};
  if (!pie.title?.trim() && feed.title) patch.title = feed.title.slice(0, maxLengthOf('title'));
  if (!pie.image_url && feed.itunes.image) patch.image_url = feed.itunes.image;
  return patch;
}

/** PODCAST-FEED: the latest 1 to 5 episodes of a feed in one of four layouts. */
export function PodcastFeedModal(props: BlockModalProps) {
  const { t } = useTranslation();
  const { api, rememberEpisodes } = useEditor();
  const { pie: current, set, errors, frame } = useBlockModal(props, newBlockNeedsTitle);
  const fetchLater = useFetchOnPause({
    fetch: (url, signal) => api.parseFeed(url, signal),
    onResult: (feed, url) => {
      rememberEpisodes(url, feed.episodes);
      set(feedDetails(current, feed));
    },
    explainFailure: true,
  });
  const layout = isFeedPie(current) ? feedSubTypeOf(current) : 'MIX-CARD-TILE';

  return (
    <BlockModal title={t('blocks:types.PODCAST-FEED')} {...frame}>
      <LinkInputField
        label={t('editor:fields.feedUrl')}
        value={current.link_value}
        error={errors.link_value}
        placeholder="https://example.com/feed.xml"
        onChange={(link) => {
          set({ link_value: link });
          if (link) fetchLater(link);
        }}
      />
      <TitleField
        label={t('editor:fields.title')}
        value={current.title}
        error={errors.title}
        onChange={(title) => set({ title })}
      />
      <Form.Item label={t('editor:fields.episodeCount')}>
        <Select
          aria-label={t('editor:fields.episodeCount')}
          value={feedItemCount(current.value)}
          style={{ width: 100 }}
          options={FEED_ITEM_COUNT_OPTIONS.map((count) => ({ value: count, label: String(count) }))}
          onChange={(count: number) => set({ value: String(count) })}
        />
      </Form.Item>
      <Form.Item label={t('editor:fields.layout')}>
        <Radio.Group
          aria-label={t('editor:fields.layout')}
          optionType="button"
          value={layout}
          onChange={(event) => set({ sub_type: event.target.value })}
          options={FEED_SUB_TYPES.map((type) => ({
            value: type,
            label: t(`blocks:feedLayouts.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('editor:fields.episodePages')}>
        <Switch
          aria-label={t('editor:fields.episodePages')}
          checked={feedLinksToEpisodePages(current)}
          onChange={(on) => set({ button_text: on ? null : FEED_LINKS_TO_SOURCE })}
        />
      </Form.Item>
      <DisplayOptions pie={current} onChange={set} />
    </BlockModal>
  );
}
