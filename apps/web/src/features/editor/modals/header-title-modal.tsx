import { useTranslation } from 'react-i18next';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { TextFields } from './text-input-modal.tsx';
import { titleForNewBlock, usePieDraft } from './use-pie-draft.ts';

/** HEADER-TITLE: the page's title and description at the top. */
export function HeaderTitleModal({ pie, isNew, onSave, onDelete, onClose }: BlockModalProps) {
  const { t } = useTranslation();
  const draft = usePieDraft(pie);
  const done = () => {
    const valid = draft.validate(titleForNewBlock(isNew, t('editorExtra:titleRequired')));
    if (valid) onSave(valid);
  };
  return (
    <BlockModal
      title={t('blocks:types.HEADER-TITLE')}
      onDone={done}
      onCancel={onClose}
      onDelete={isNew ? undefined : onDelete}
    >
      <TextFields draft={draft} titleLabel={t('editor:fields.title')} />
    </BlockModal>
  );
}
