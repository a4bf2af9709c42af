import type { Pie } from '@podpie/core';

/** What the editor hands every block modal. */
export type BlockModalProps = {
  /** A copy of the block (a new one carries a temporary negative id). */
  pie: Pie;
  isNew: boolean;
  /** Done: the block-save rule decides whether it is added, updated or removed. */
  onSave: (pie: Pie) => void;
  onDelete: () => void;
  onClose: () => void;
};
