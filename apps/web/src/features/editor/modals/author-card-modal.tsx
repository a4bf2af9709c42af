import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageField, NO_PIE_IMAGE, pieImageFields } from '../fields/image-field.tsx';
import { TitleField } from '../fields/title-field.tsx';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { usePieDraft } from './use-pie-draft.ts';

/** One author: name (required), role and photo. */
export function AuthorCardModal({ pie, isNew, onSave, onDelete, onClose }: BlockModalProps) {
  const { t } = useTranslation();
  const draft = usePieDraft(pie);
  const { set, errors } = draft;
  const current = draft.pie;
  const done = () => {
    const valid = draft.validate((candidate) =>
      candidate.title?.trim() ? {} : { title: t('messages:validation.authorNameRequired') },
    );
    if (valid) onSave(valid);
  };
  return (
    <BlockModal
      title={t('editor:modals.author')}
      onDone={done}
      onCancel={onClose}
      onDelete={isNew ? undefined : onDelete}
    >
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
          maxLength={300}
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
