import {
  CARD_SUB_TYPES,
  cardSubTypeOf,
  isCardPie,
  type LinkParseResult,
  type Pie,
} from '@podpie/core';
import { Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DisplayOptions } from '../fields/display-options.tsx';
import { FetchedLinkField } from '../fields/fetched-link-field.tsx';
import { FontSizeField } from '../fields/font-size-select.tsx';
import { ImageField, NO_PIE_IMAGE, pieImageFields } from '../fields/image-field.tsx';
import { PriceTagField } from '../fields/price-tag-field.tsx';
import { maxLengthOf } from '../fields/text-limits.ts';
import { TitleField } from '../fields/title-field.tsx';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { newBlockNeedsTitle, useBlockModal } from './use-block-modal.ts';

/** A fetched page fills the card's empty title, text and picture; a video makes it a video card. */
export function cardDetails(pie: Pie, found: LinkParseResult): Partial<Pie> {
  const patch: Partial<Pie> = {};
  if (!pie.title?.trim() && found.title) patch.title = found.title.slice(0, maxLengthOf('title'));
  if (!pie.description?.trim() && found.description) {
    patch.description = found.description.slice(0, maxLengthOf('description'));
  }
  if (!pie.image_url && !pie.artwork_cdnUrl && found.image) patch.image_url = found.image;
  if (found.video) patch.sub_type = 'VIDEO_BUTTON';
  return patch;
}

/** CARD-INPUT in its four styles: thumbnail, background, card and video. */
export function CardInputModal(props: BlockModalProps) {
  const { t } = useTranslation();
  const { pie: current, set, errors, frame } = useBlockModal(props, newBlockNeedsTitle);
  const subType = isCardPie(current) ? cardSubTypeOf(current) : 'THUMBNAIL_BUTTON';

  return (
    <BlockModal title={t('blocks:types.CARD-INPUT')} {...frame}>
      <Form.Item label={t('editor:fields.layout')}>
        <Radio.Group
          aria-label={t('editor:fields.layout')}
          optionType="button"
          value={subType}
          onChange={(event) => set({ sub_type: event.target.value })}
          options={CARD_SUB_TYPES.map((type) => ({
            value: type,
            label: t(`blocks:cardLayouts.${type}`),
          }))}
        />
      </Form.Item>
      <FetchedLinkField pie={current} error={errors.link_value} set={set} details={cardDetails} />
      <TitleField
        label={t('editor:fields.title')}
        value={current.title}
        error={errors.title}
        onChange={(title) => set({ title })}
      />
      <Form.Item label={t('editor:fields.description')}>
        <Input.TextArea
          aria-label={t('editor:fields.description')}
          value={current.description ?? ''}
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={maxLengthOf('description')}
          onChange={(event) => set({ description: event.target.value || null })}
        />
      </Form.Item>
      <Form.Item label={t('editor:fields.image')}>
        <ImageField
          label={t('editor:fields.image')}
          src={current.image_url ?? current.artwork_cdnUrl}
          onUploaded={(image) => set(pieImageFields(image))}
          onRemove={() => set(NO_PIE_IMAGE)}
        />
      </Form.Item>
      <Space wrap size="large">
        <FontSizeField
          label={t('editor:fields.titleFontSize')}
          pie={current}
          part="title"
          onChange={(size) => set({ title_font_size: size })}
        />
        <FontSizeField
          label={t('editor:fields.descriptionFontSize')}
          pie={current}
          part="description"
          onChange={(size) => set({ description_font_size: size })}
        />
      </Space>
      <Form.Item label={t('editor:fields.priceTag')}>
        <PriceTagField value={current} onChange={set} />
      </Form.Item>
      <DisplayOptions pie={current} onChange={set} />
    </BlockModal>
  );
}
