import type { LinkParseResult, Pie } from '@podpie/core';
import { Form, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../fields/colour-field.tsx';
import { DisplayOptions } from '../fields/display-options.tsx';
import { FetchedLinkField } from '../fields/fetched-link-field.tsx';
import { FontSizeField } from '../fields/font-size-select.tsx';
import { IconField } from '../fields/icon-field.tsx';
import { PriceTagField } from '../fields/price-tag-field.tsx';
import { maxLengthOf } from '../fields/text-limits.ts';
import { TitleField } from '../fields/title-field.tsx';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { newBlockNeedsTitle, useBlockModal } from './use-block-modal.ts';

/**
 * What a fetched link fills in: its title (unless the owner typed one), its picture, and for a
 * video the video card that plays it (SPEC.md §3 VIDEO_BUTTON).
 */
export function linkDetails(pie: Pie, found: LinkParseResult): Partial<Pie> {
  const patch: Partial<Pie> = {};
  if (!pie.title?.trim() && found.title) patch.title = found.title.slice(0, maxLengthOf('title'));
  if (!pie.image_url && found.image) patch.image_url = found.image;
  if (found.video) {
    patch.main_type = 'CARD-INPUT';
    patch.sub_type = 'VIDEO_BUTTON';
  }
  return patch;
}

/** LINK-INPUT: a button to any address, filled from the page it points at. */
export function LinkInputModal(props: BlockModalProps) {
  const { t } = useTranslation();
  const { pie: current, set, errors, frame } = useBlockModal(props, newBlockNeedsTitle);
  const isVideo = current.sub_type === 'VIDEO_BUTTON';

  return (
    <BlockModal title={t(`blocks:types.${current.main_type}`)} {...frame}>
      <FetchedLinkField pie={current} error={errors.link_value} set={set} details={linkDetails} />
      {isVideo ? <Tag color="purple">{t('blocks:cardLayouts.VIDEO_BUTTON')}</Tag> : null}
      <TitleField
        label={t('editor:fields.title')}
        value={current.title}
        error={errors.title}
        onChange={(title) => set({ title })}
      />
      <Space wrap size="large" align="start">
        <Form.Item label={t('editor:fields.icon')}>
          <IconField pie={current} onChange={set} />
        </Form.Item>
        <FontSizeField
          label={t('editor:fields.titleFontSize')}
          pie={current}
          part="title"
          onChange={(size) => set({ title_font_size: size })}
        />
        <Form.Item label={t('editor:fields.backgroundColor')}>
          <ColourField
            label={t('editor:fields.backgroundColor')}
            value={current.background_color}
            onChange={(colour) => set({ background_color: colour })}
          />
        </Form.Item>
        <Form.Item label={t('editor:fields.textColor')}>
          <ColourField
            label={t('editor:fields.textColor')}
            value={current.title_text_color}
            onChange={(colour) => set({ title_text_color: colour })}
          />
        </Form.Item>
      </Space>
      <Form.Item label={t('editor:fields.priceTag')}>
        <PriceTagField value={current} onChange={set} />
      </Form.Item>
      <DisplayOptions pie={current} onChange={set} />
    </BlockModal>
  );
}
