import { MAX_TITLE_LENGTH } from '@podpie/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageField, NO_PIE_IMAGE, pieImageFields } from '../fields/image-field.tsx';
import { TitleField } from '../fields/title-field.tsx';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { type BlockCheck, useBlockModal } from './use-block-modal.ts';

const authorNeedsName: BlockCheck = (pie, { t }) =>
  pie.title?.trim() ? {} : { title: t('messages:validation.authorNameRequired') };

/** One author: name (required), role and photo. */
export function AuthorCardModal(props: BlockModalProps) {
  const { t } = useTranslation();
  const { pie: current, set, errors, frame } = useBlockModal(props, authorNeedsName);
  return (
    <BlockModal title={t('editor:modals.author')} {...frame}>
      <TitleField
        label={t('editor:authors.name')}
        required
        value={current.title}
        error={errors.title}
        onChange={(title) => set({ title })}
      />
      <Form.Item label={t('editor:authors.role')}>
        <Input
          aria-label={t('editor:authors.role')}
          value={current.description ?? ''}
          // A role is one line, as long as a title at most.
          maxLength={MAX_TITLE_LENGTH}
          onChange={(event) => set({ description: event.target.value || null })}
        />
      </Form.Item>
      <Form.Item label={t('editor:authors.photo')}>
        <ImageField
          label={t('editor:authors.photo')}
          src={current.image_url ?? current.artwork_cdnUrl}
          onUploaded={(image) => set(pieImageFields(image))}
          onRemove={() => set(NO_PIE_IMAGE)}
        />
      </Form.Item>
    </BlockModal>
  );
}
