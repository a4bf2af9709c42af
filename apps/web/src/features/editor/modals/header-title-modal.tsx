import { useTranslation } from 'react-i18next';
import { BlockModal } from './block-modal.tsx';
import type { BlockModalProps } from './block-modal-props.ts';
import { TextFields } from './text-input-modal.tsx';
import { newBlockNeedsTitle, useBlockModal } from './use-block-modal.ts';

/** HEADER-TITLE: the page's title and description at the top. */
export function HeaderTitleModal(props: BlockModalProps) {
  const { t } = useTranslation();
  const draft = useBlockModal(props, newBlockNeedsTitle);
  return (
    <BlockModal title={t('blocks:types.HEADER-TITLE')} {...draft.frame}>
      <TextFields draft={draft} titleLabel={t('editor:fields.title')} />
    </BlockModal>
  );
}
