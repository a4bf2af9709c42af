import type { MainType, Pie } from '@podpie/core';
import type { BlockWrapper } from './context.ts';

/** Drawn in fixed places on the page; they are sorted in their own modals, not on the page. */
const FIXED_TYPES: readonly MainType[] = [
  'HEADER-TITLE',
  'PODCAST-NETWORK',
  'AUTHORS',
  'SOCIAL-NETWORKS',
  'MESSENGERS',
];

/** A block the owner drags into place on the editor's page (the rest sit where the page puts them). */
export const isSortableOnPage = (pie: Pie) => !FIXED_TYPES.includes(pie.main_type);

/**
 * The slots the editor puts around blocks: the editor's frame draws all of them so (its page
 * drawn on the server), the editor itself those of fixed blocks (apps/web's page-preview.tsx,
 * which puts a dragged block's slot, the same plus its grip outside the flow, in a sortable). A
 * slot is what a row lays out, so the frame's page takes the same room as the editor's.
 */
export const editorSlots: BlockWrapper = (pie, children, _status, width, listItem = false) => {
  const Slot = listItem ? 'li' : 'div';
  if (isSortableOnPage(pie)) {
    return (
      <Slot key={pie.id} className="pp-slot" style={{ width, position: 'relative' }}>
        {children}
      </Slot>
    );
  }
  if (width === undefined && !listItem) return children;
  return (
    <Slot key={pie.id} className="pp-slot" style={{ width }}>
      {children}
    </Slot>
  );
};
