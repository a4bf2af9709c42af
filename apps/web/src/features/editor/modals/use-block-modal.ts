import { hasContent, type Pie } from '@podpie/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BlockModalProps } from './block-modal-props.ts';
import { type FieldErrors, type PieDraft, usePieDraft } from './use-pie-draft.ts';

/** A rule Done checks besides core's block schema, with the messages it shows on the fields. */
export type BlockCheck = (pie: Pie, on: { isNew: boolean; t: TFunction }) => FieldErrors;

/** What every block modal hands its <BlockModal> frame: Done, Cancel and, when existing, Delete. */
export type BlockModalFrame = {
  onDone: () => void;
  onCancel: () => void;
  onDelete: (() => void) | undefined;
};

export type BlockModalDraft = PieDraft & { frame: BlockModalFrame };

/**
 * The block-save rule keeps a new block only when it has a title; rather than silently dropping
 * a new block the owner did fill in, its title is asked for. An all-empty one is still discarded.
 */
export const newBlockNeedsTitle: BlockCheck = (pie, { isNew, t }) =>
  isNew && !pie.title?.trim() && hasContent(pie) ? { title: t('editorExtra:titleRequired') } : {};

/**
 * The skeleton every block modal shares: a draft of the block, Done saving it once it passes the
 * schema and `check`, Cancel leaving the page as it was, and Delete offered only for a block the
 * page already has.
 */
export function useBlockModal(
  { pie, isNew, onSave, onDelete, onClose }: BlockModalProps,
  check?: BlockCheck,
): BlockModalDraft {
  const { t } = useTranslation();
  const draft = usePieDraft(pie);
  const onDone = () => {
    const valid = draft.validate(check && ((candidate) => check(candidate, { isNew, t })));
    if (valid) onSave(valid);
  };
  return {
    ...draft,
    frame: { onDone, onCancel: onClose, onDelete: isNew ? undefined : onDelete },
  };
}
